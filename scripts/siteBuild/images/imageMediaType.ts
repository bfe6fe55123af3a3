import path from "node:path";

/** Media types of the image files a brand may hold, by lower-case extension. */
const IMAGE_MEDIA_TYPES: Readonly<Record<string, string>> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
};

/**
 * The media type of an image file, from its extension (any case), e.g. `image/svg+xml` for
 * `logo.SVG`.
 * @returns undefined when the file is not one of the image kinds a brand may hold
 */
export function imageMediaType(file: string): string | undefined {
  return IMAGE_MEDIA_TYPES[path.extname(file).toLowerCase()];
}
