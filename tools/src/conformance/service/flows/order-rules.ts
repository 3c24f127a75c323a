// The orders capability's rules: settings, reading orders and the flow of statuses.
import { defineRules } from "../service-check.js";

export const ORDER_RULES = defineRules("orders", {
  "settings-read-back": [
    '"PATCH /api/v1/Integration/Settings ... business integration ' +
      'settings"; "GET /api/v1/Integration/Settings ... 200 settings"',
    "GET answers the channel, webhookUrl, rate limit and orderReleased flag PATCH set",
  ],
  "settings-null-no-change": [
    '"null means no change, an empty string clears"',
    'rateLimit null keeps it; rateLimitInterval "" clears it',
  ],
  "order-read": [
    '"GET /api/v1/Order/{id} ... 200 order"; "(none) | the order was released; initial state"',
    "200 with the id, orderNumber, vendor.code and systemStatus null",
  ],
  "unknown-order-refused": [
    '"id (mandatory order identifier)": an id of no released order names no order',
    "4xx for an unknown id",
  ],
  "allowed-moves": [
    "The moves of the order status table: (none) to Validation, " +
      "Validation to Confirmed, Confirmed to Done, Validation to Fail",
    "200 `{ id }` for each, and GET Order reads the new systemStatus",
  ],
  "disallowed-move-412": [
    '"When the current state does not allow the requested systemStatus, the call is refused with 412"',
    '412 for every other move (Confirmed to Fail excepted: "not shown"), the status unchanged',
  ],
  "refusal-names-order-and-status": [
    '412: "the message names the order and the requested status"',
    "the 412 answer names the order id and the status asked for",
  ],
  "terminal-final": [
    '"Done | deployment succeeded, the application is ready (terminal)"; "Fail | ... (terminal)"',
    "412 for every move from Done and from Fail",
  ],
  "done-needs-application-url": [
    '"Confirmed | SetStatus with `Done` | application deployed | Done | ' +
      'ApplicationUrl must be supplied here if not supplied earlier"',
    "4xx (the sandbox answers 422) and the order stays Confirmed",
  ],
  "technical-failure-changes-nothing": [
    '"A technical failure is any status call with severity `Error`. It changes neither the ' +
      'system status nor the custom properties. The systemStatus in it is informative only."',
    "200 `{ id }`, the status and custom properties unchanged",
  ],
  "properties-only-update": [
    '"A call without systemStatus only updates custom properties. ... ' +
      'It can be repeated for any state and the last value wins."',
    "200 each time, the status unchanged, ApplicationUrl the last value sent",
  ],
});
