import type { Locator, Page } from "playwright-core";

/** The toasts on `page` whose text contains `text` (react-toastify's markup). */
export const toast = (page: Page, text: string): Locator =>
  page.locator(".Toastify__toast", { hasText: text });
