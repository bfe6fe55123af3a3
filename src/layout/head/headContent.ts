// The router's head tags, a chunk of their own: a prerendered page's head is already in its HTML,
// so they load with the app's first navigation (src/layout/head/HeadTags.tsx), not its first load.
export { HeadContent } from "@tanstack/react-router";
