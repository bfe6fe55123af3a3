import { RouterProvider } from "@tanstack/react-router";
import type { i18n } from "i18next";
import { StrictMode } from "react";
import { I18nextProvider } from "react-i18next";
import { BrandProvider, type BrandValue } from "../brand/BrandContext";
import type { AppRouter } from "../router/createAppRouter";

/** The whole app for one brand: brand data, copy strings and the router. Same tree on server and client. */
export function App({ brand, i18n, router }: { brand: BrandValue; i18n: i18n; router: AppRouter }) {
  return (
    <StrictMode>
      <BrandProvider value={brand}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </BrandProvider>
    </StrictMode>
  );
}
