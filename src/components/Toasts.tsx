import { ToastContainer } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";

/**
 * The one place toasts appear (spec 9): top right, closing after 5000 ms, dismissed by dragging
 * 80% of its width, paused while hovered or while the window is not focused. Features raise them
 * with react-toastify's `toast()`.
 */
export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      draggable
      draggablePercent={80}
      pauseOnHover
      pauseOnFocusLoss
    />
  );
}
