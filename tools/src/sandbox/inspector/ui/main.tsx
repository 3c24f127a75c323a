// The sandbox inspector: one page at /_sandbox/ui/ on every service port that reads the control
// API each second and shows the sandbox's state. Keys: 1-6 open a page, / goes to the first
// filter, arrows move between rows, Enter opens one, Escape closes it.
import "./styles.css";
import { render } from "preact";
import { useEffect, useState } from "preact/hooks";
import { control, read, storeToken, storedToken, takeTokenFromAddress, tokenEvents, type Schemas } from "./api.js";
import { DeliveriesPage } from "./deliveries.js";
import { OrdersPage } from "./orders.js";
import { OverviewPage } from "./overview.js";
import { QueueItemsPage } from "./queue-items.js";
import { RecordsPage } from "./records.js";
import { RequestsPage } from "./requests.js";
import { PAGES, parseRoute, routeHref, setParams, type Route } from "./route.js";
import { Choice, Now, Problem, usePoll } from "./shared.js";
import { clockText, sandboxNowMs, type SandboxNow } from "./time.js";

function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const changed = () => setRoute(parseRoute(location.hash));
    addEventListener("hashchange", changed);
    return () => removeEventListener("hashchange", changed);
  }, []);
  return route;
}

/** The parameters that name the row whose details are open, one per page. */
const OPENED = ["message", "entry", "item", "record", "order"] as const;

function useShortcuts(): void {
  useEffect(() => {
    const keydown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.altKey || event.ctrlKey || event.metaKey || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
      const page = PAGES[Number(event.key) - 1];
      if (page !== undefined) {
        location.hash = routeHref(page[0], { tenant: parseRoute(location.hash).params.tenant });
        document.getElementById("main")?.focus();
      } else if (event.key === "Escape") {
        const route = parseRoute(location.hash);
        const open = OPENED.find((name) => route.params[name] !== undefined);
        if (open !== undefined) setParams(route, { [open]: undefined });
      } else if (event.key === "/") {
        const first = document.querySelector<HTMLElement>("#main form.filters select, #main form.filters input");
        if (first) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    addEventListener("keydown", keydown);
    return () => removeEventListener("keydown", keydown);
  }, []);
}

function TokenForm({ onDone }: { onDone: () => void }) {
  const [value, setValue] = useState("");
  return (
    <form
      class="card login"
      aria-label="Control token"
      onSubmit={(event) => {
        event.preventDefault();
        storeToken(value);
        onDone();
      }}
    >
      <h2>Control token</h2>
      <p>
        This sandbox was started with a control token. Enter it to read the control API; it is kept for this tab only
        (sessionStorage).
      </p>
      <label>
        Token
        <input
          type="password"
          autoComplete="off"
          value={value}
          onInput={(e) => setValue(e.currentTarget.value)}
          autoFocus
        />
      </label>
      <button type="submit">Open the inspector</button>
      {storedToken() === null ? null : <p class="error">The token given before was refused.</p>}
    </form>
  );
}

function Inspector() {
  const route = useRoute();
  useShortcuts();
  const polled = usePoll(
    async () => ({
      overview: await read(control.GET("/_sandbox/overview"), "GET /_sandbox/overview"),
      readAtMs: Date.now(),
    }),
    "overview",
  );
  const overview = polled.data?.overview;
  const now =
    polled.data === undefined
      ? undefined
      : { sandboxMs: Date.parse(polled.data.overview.now), readAtMs: polled.data.readAtMs };
  const tenantId = route.params.tenant || overview?.tenants[0]?.id;
  const perTenant = route.page === "queue-items" || route.page === "records" || route.page === "orders";
  return (
    <Now.Provider value={now}>
      <a class="skip" href="#main" onClick={(e) => (e.preventDefault(), document.getElementById("main")?.focus())}>
        Skip to content
      </a>
      <header>
        <h1>Sandbox inspector</h1>
        <nav aria-label="Pages">
          {PAGES.map(([name, title], i) => (
            <a
              href={routeHref(name, { tenant: route.params.tenant })}
              aria-current={route.page === name ? "page" : undefined}
              aria-keyshortcuts={String(i + 1)}
            >
              <kbd>{i + 1}</kbd> {title}
            </a>
          ))}
        </nav>
        <div class="status">
          {perTenant && overview !== undefined ? (
            <Choice
              label="Tenant"
              value={tenantId ?? ""}
              options={overview.tenants.map((t) => [t.id, t.name ?? t.id] as const)}
              onChange={(v) => setParams(route, { tenant: v })}
            />
          ) : null}
          <span class="clock" title="Sandbox time (UTC)">
            {now === undefined ? "…" : clockText(sandboxNowMs(now))}
          </span>
          <span class={polled.error === undefined ? "live" : "live stale"} role="status">
            {polled.error === undefined ? "live" : "not answering"}
          </span>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <Problem error={polled.error} />
        {overview === undefined || now === undefined ? (
          <p class="empty">Reading the sandbox…</p>
        ) : (
          <Page route={route} overview={overview} now={now} tenantId={tenantId} />
        )}
      </main>
    </Now.Provider>
  );
}

function Page({
  route,
  overview,
  now,
  tenantId,
}: {
  route: Route;
  overview: Schemas["SandboxOverview"];
  now: SandboxNow;
  tenantId: string | undefined;
}) {
  switch (route.page) {
    case "overview":
      return <OverviewPage overview={overview} now={now} />;
    case "deliveries":
      return <DeliveriesPage route={route} tenants={overview.tenants} />;
    case "requests":
      return <RequestsPage route={route} overview={overview} />;
    default:
      if (tenantId === undefined) return <p class="empty">The sandbox has no tenant.</p>;
      if (route.page === "queue-items") return <QueueItemsPage key={tenantId} route={route} tenantId={tenantId} />;
      if (route.page === "records") return <RecordsPage key={tenantId} route={route} tenantId={tenantId} />;
      return <OrdersPage key={tenantId} route={route} tenantId={tenantId} />;
  }
}

function App() {
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    const ask = () => setAsking(true);
    tokenEvents.addEventListener("token-required", ask);
    return () => tokenEvents.removeEventListener("token-required", ask);
  }, []);
  return asking ? <TokenForm onDone={() => setAsking(false)} /> : <Inspector />;
}

takeTokenFromAddress();
render(<App />, document.getElementById("app")!);
