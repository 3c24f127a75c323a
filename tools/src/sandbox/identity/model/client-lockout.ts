// Guessing a client secret: after MAX_FAILED_AUTHENTICATIONS failed client authentications of one
// client id within the window, the token endpoint answers 429 with Retry-After for that client id,
// the right secret included, until the window has passed. Time is the sandbox clock, so a test
// moves it (POST /_sandbox/clock) instead of waiting, as it does for token expiry.
import { isIP } from "node:net";
import { declareMemory, type SandboxScope } from "../../kernel/store.js";

/** Failed client authentications of one client id that the window allows. */
export const MAX_FAILED_AUTHENTICATIONS = 10;

/** The window over which failures count, in seconds. */
export const LOCKOUT_WINDOW_SECONDS = 60;

/**
 * Counters kept for client ids that are not locked out. Client ids a caller makes up are counted
 * too (the answer must not tell which exist), so the table must not grow without bound; when it is
 * full the counter with the fewest failures goes, the oldest of them first. Flushing a real
 * client's counter with made-up ids so takes as many failures as that counter holds, for every
 * counter in the table. A locked-out client id is never evicted: flushing it would reopen guessing
 * (10,001 made-up ids made 10 guesses a minute about 500). Locked entries are bounded by the
 * request rate instead: each one took MAX_FAILED_AUTHENTICATIONS requests within the window, and
 * goes once its window has passed.
 */
export const MAX_COUNTED_CLIENTS = 10_000;

export interface ClientLockout {
  /** Seconds until `key` may authenticate again; `undefined` when it may now. */
  retryAfter(key: string, now: number): number | undefined;
  /** Notes a failed authentication of `key` at `now` (epoch ms). */
  failed(key: string, now: number): void;
  /** How many counters are kept (locked ones included). */
  readonly size: number;
  clear(): void;
}

function isLoopbackAddress(address: string): boolean {
  const plain = address.toLowerCase().replace(/^::ffff:/, "");
  return plain === "::1" || plain.startsWith("127.");
}

/**
 * What failures of `clientId` are counted under. A caller on this machine (a loopback source, or
 * none known) counts against the client id alone. A caller from the network counts against the
 * client id and its address, so a stranger's guesses cannot lock the real client out; an IPv6
 * caller by its /64 network, which one host commonly holds whole.
 */
export function lockoutKey(clientId: string, source: string | undefined): string {
  if (source === undefined || isLoopbackAddress(source)) return clientId;
  const plain = source.toLowerCase().replace(/^::ffff:(?=\d+\.)/, "");
  if (isIP(plain) !== 6) return `${clientId} from ${plain}`;
  const groups = expandIpv6(plain);
  return `${clientId} from ${groups.slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, `::` filled in. */
function expandIpv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) => group.replace(/^0+(?=.)/, ""));
}

export function createClientLockout(): ClientLockout {
  const windowMs = LOCKOUT_WINDOW_SECONDS * 1000;
  const failures = new Map<string, number[]>();
  // ranks[n - 1]: the counters holding n failures, oldest first; a locked-out one is in none.
  const ranks = Array.from({ length: MAX_FAILED_AUTHENTICATIONS - 1 }, () => new Set<string>());
  // The locked-out ones, in the order they were locked out, which is the order their windows end.
  const lockedOut = new Set<string>();
  const recent = (key: string, now: number) => (failures.get(key) ?? []).filter((at) => at > now - windowMs);
  const counted = () => ranks.reduce((sum, rank) => sum + rank.size, 0);

  function forget(key: string): void {
    const held = failures.get(key)?.length ?? 0;
    ranks[held - 1]?.delete(key);
    lockedOut.delete(key);
    failures.delete(key);
  }

  /** Drops the locked-out counters whose every failure has left the window. */
  function expire(now: number): void {
    for (const key of lockedOut) {
      if (failures.get(key)!.at(-1)! > now - windowMs) return;
      forget(key);
    }
  }

  /** Drops the counter with the fewest failures, the oldest of them, other than `keep`. */
  function evictOne(keep: string): void {
    for (const rank of ranks) {
      for (const key of rank) {
        if (key === keep) continue;
        forget(key);
        return;
      }
    }
  }

  return {
    retryAfter(key, now) {
      const times = recent(key, now);
      if (times.length < MAX_FAILED_AUTHENTICATIONS) return undefined;
      return Math.max(1, Math.ceil((times[times.length - MAX_FAILED_AUTHENTICATIONS]! + windowMs - now) / 1000));
    },
    failed(key, now) {
      expire(now);
      const times = recent(key, now).slice(-MAX_FAILED_AUTHENTICATIONS + 1);
      times.push(now);
      forget(key);
      failures.set(key, times);
      if (times.length >= MAX_FAILED_AUTHENTICATIONS) lockedOut.add(key);
      else ranks[times.length - 1]!.add(key);
      if (counted() > MAX_COUNTED_CLIENTS) evictOne(key);
    },
    get size() {
      return failures.size;
    },
    clear() {
      failures.clear();
      lockedOut.clear();
      for (const rank of ranks) rank.clear();
    },
  };
}

/** The failure counters, in memory only: a reset or a restart forgets them, as it forgets the tokens' callers. */
export const CLIENT_LOCKOUT = declareMemory<ClientLockout, SandboxScope>("identity.client-lockout", {
  scope: "sandbox",
  create: createClientLockout,
});
