import { createRoot } from "react-dom/client";
import { ToastContainer, toast } from "react-toastify/unstyled";
// The unstyled entry plus its stylesheet: nothing is injected at run time (CSP).
import "react-toastify/ReactToastify.css";
import "./toasts.css";
import { TOAST_AUTO_CLOSE_MS } from "./toastAutoClose";

/**
 * Mounts the one place toasts appear (spec §9) in its own root at the end of `<body>`: top right,
 * closing after TOAST_AUTO_CLOSE_MS (5000 ms), dismissed by dragging 80% of its width (`draggable`: by mouse too, the
 * default is touch only), paused while hovered or while the window is not focused. Loaded with
 * react-toastify only when the first toast is raised (see `notify`); call it once.
 * @returns react-toastify's `toast`, which queues toasts until the container has mounted
 */
export function mountToasts(): typeof toast {
  const host = document.createElement("div");
  document.body.append(host);
  createRoot(host).render(
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      draggable
      draggablePercent={80}
      pauseOnHover
      pauseOnFocusLoss
    />,
  );
  return toast;
}
