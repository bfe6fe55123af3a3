/**
 * The id a Vite plugin resolves a virtual module's id to (`virtual:brand` → `\0virtual:brand`):
 * Vite's convention, a \0 prefix keeps other plugins off the module.
 */
export const resolved = (id: string) => `\0${id}`;
