import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useBrand } from "../brand/BrandContext";
import { pageHead } from "../router/pageHead";
import { socialMeta } from "../seo/socialMeta";

function setMeta(
  selector: string,
  create: () => HTMLElement,
  attribute: string,
  value: string | null,
) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (value === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

/**
 * Keeps the document head (title, description, canonical, favicon) in step with client-side
 * navigation.
 * The prerendered HTML already carries the same head, computed by the same `pageHead`.
 */
export function HeadSync() {
  const { manifest, assetUrl } = useBrand();
  const { t } = useTranslation();
  const path = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    const head = pageHead(manifest, t, path);
    document.title = head.title;
    setMeta(
      'meta[name="description"]',
      () => Object.assign(document.createElement("meta"), { name: "description" }),
      "content",
      head.description,
    );
    setMeta(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement("link"), { rel: "canonical" }),
      "href",
      head.canonical,
    );
    // Prerendered pages have it already; the dev server's page starts without one.
    setMeta(
      'link[rel="icon"]',
      () => Object.assign(document.createElement("link"), { rel: "icon" }),
      "href",
      assetUrl(manifest.icon),
    );
    // The page's Open Graph and Twitter tags (title, description, URL) follow it too; the
    // site-wide ones (type, image, card) stay as prerendered.
    for (const tag of socialMeta(head, { name: manifest.name, image: null })) {
      if (!/^(og|twitter):(title|description|url)$/.test(tag.key)) continue;
      document.head
        .querySelector(`meta[${tag.attribute}="${tag.key}"]`)
        ?.setAttribute("content", tag.content);
    }
    if (head.canonical === null) document.head.querySelector('meta[property="og:url"]')?.remove();
  }, [manifest, assetUrl, t, path]);
  return null;
}
