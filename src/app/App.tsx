import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { BrandProvider, type BrandValue } from "../brand/BrandContext";
import type { AppRouter } from "../router/createAppRouter";

/**
 * The whole app for one brand: brand data and the router, whose locale layouts give each route
 * its copy strings. Same tree on server and client.
 */
export function App({ brand, router }: { brand: BrandValue; router: AppRouter }) {
  return (
    <StrictMode>
      <BrandProvider value={brand}>
        <RouterProvider router={router} />
      </BrandProvider>
    </StrictMode>
  );
}
