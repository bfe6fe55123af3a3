import { ToastContainer } from "react-toastify/unstyled";
import "react-toastify/ReactToastify.css";

/**
 * The one place toasts appear (spec 9): top right, closing after 5000 ms, dismissed by dragging
 * 80% of its width, paused while hovered or while the window is not focused. Features raise them
 * with `toast()` from `react-toastify/unstyled` (the same module instance as this container; the
 * styles come from the stylesheet import, not injected at run time). `draggable` lets a mouse drag
 * dismiss a toast too (the default is touch only).
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
