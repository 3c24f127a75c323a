// The page and its filters live in the address's hash (`#/deliveries?status=Pending`), so a view
// can be bookmarked, shared and walked back with the browser's history.

export const PAGES = [
  ["overview", "Overview"],
  ["deliveries", "Deliveries"],
  ["requests", "Requests"],
  ["queue-items", "Queue items"],
  ["records", "Records"],
  ["orders", "Orders"],
] as const;

export type PageName = (typeof PAGES)[number][0];

export interface Route {
  readonly page: PageName;
  readonly params: Readonly<Record<string, string>>;
}

export function parseRoute(hash: string): Route {
  const [path = "", query = ""] = hash.replace(/^#\/?/, "").split("?");
  const page = PAGES.find(([name]) => name === path)?.[0] ?? "overview";
  return { page, params: Object.fromEntries(new URLSearchParams(query)) };
}

export function routeHref(page: PageName, params: Readonly<Record<string, string | undefined>> = {}): string {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ""),
  ).toString();
  return `#/${page}${query === "" ? "" : `?${query}`}`;
}

/** Goes to the same page with some filters changed (an empty value drops the filter). */
export function setParams(route: Route, changes: Readonly<Record<string, string | undefined>>): void {
  location.hash = routeHref(route.page, { ...route.params, ...changes });
}
