/** Path segments that mark a shop's search-results page (`amazon.in/s`, `1mg.com/search/all`). */
const SEARCH_SEGMENTS = new Set(["s", "search", "searchresults", "find"]);

/** Query parameters that carry a search term (`?k=`, `?q=`, `?query=`, ...). */
const SEARCH_PARAMS = ["k", "q", "query", "search", "keyword", "keywords", "searchterm"];

/**
 * Whether `href` looks like a search-results page rather than a product page: a path segment
 * such as `/s` or `/search`, or a search-term parameter such as `k` or `q` (compared without
 * case). A buyer sent to search results may pick a look-alike from another seller, so buy links
 * must name the product page. A string that is not a URL is not a search URL (the URL check of
 * the schema reports it).
 */
export function isSearchUrl(href: string): boolean {
  if (!URL.canParse(href)) return false;
  const url = new URL(href);
  const segments = url.pathname.toLowerCase().split("/");
  if (segments.some((segment) => SEARCH_SEGMENTS.has(segment))) return true;
  return [...url.searchParams.keys()].some((name) => SEARCH_PARAMS.includes(name.toLowerCase()));
}
