// generated from specs/openapi/order-integration.yaml; do not edit
export const orderStatus = {
  "description": "Order status (`currentStatusInfo.systemStatus`), changed by `POST /api/v1/Order/{id}/SetStatus` (operation `setOrderStatus`). A state of `null` is the reference's \"(none)\". The target state of a transition is the `systemStatus` sent.",
  "property": "currentStatusInfo.systemStatus",
  "operationId": "setOrderStatus",
  "states": [
    {
      "name": null,
      "description": "the order was released; initial state"
    },
    {
      "name": "Validation",
      "description": "the order was received and negotiation with the customer has started"
    },
    {
      "name": "Confirmed",
      "description": "evaluation succeeded and deployment has started"
    },
    {
      "name": "Done",
      "description": "deployment succeeded, the application is ready (terminal)"
    },
    {
      "name": "Fail",
      "description": "evaluation ended because negotiation with the customer failed (terminal)"
    }
  ],
  "initial": null,
  "terminal": [
    "Done",
    "Fail"
  ],
  "transitions": [
    {
      "from": null,
      "to": "Validation",
      "trigger": "SetStatus with systemStatus `Validation`",
      "condition": "order received and details fetched",
      "also": "acknowledges receipt"
    },
    {
      "from": "Validation",
      "to": "Confirmed",
      "trigger": "SetStatus with `Confirmed`",
      "condition": "order details validated",
      "also": "may carry ApplicationUrl"
    },
    {
      "from": "Confirmed",
      "to": "Done",
      "trigger": "SetStatus with `Done`",
      "condition": "application deployed",
      "also": "ApplicationUrl must be supplied here if not supplied earlier"
    },
    {
      "from": "Validation",
      "to": "Fail",
      "trigger": "SetStatus with `Fail`",
      "condition": "business failure, for example the customer is insolvent",
      "also": "terminal"
    }
  ],
  "disallowed": {
    "status": 412,
    "description": "\"When the current state does not allow the requested systemStatus, the call is refused with 412 (see Errors). The client reads currentStatusInfo and follows the flow.\""
  },
  "technicalFailure": {
    "severity": "Error",
    "changesSystemStatus": false,
    "changesCustomProperties": false,
    "description": "\"A technical failure is any status call with severity `Error`. It changes neither the system status nor the custom properties. The systemStatus in it is informative only. The recommended pattern is to send `Validation` with `Info` first, then report the failure in a second call with `Error`.\""
  },
  "withoutSystemStatus": {
    "allowedSeverities": [
      "Info",
      "Warning"
    ],
    "changesSystemStatus": false,
    "changesCustomProperties": true,
    "description": "\"A call without systemStatus only updates custom properties. Severity must be `Info` or `Warning`. It can be repeated for any state and the last value wins. It is typically used for ApplicationUrl.\""
  },
  "applicationUrl": {
    "key": "ApplicationUrl",
    "requiredFor": "Done",
    "description": "The custom property \"key `ApplicationUrl` carries the customer-specific application address\"; the move to `Done`: \"ApplicationUrl must be supplied here if not supplied earlier\"."
  },
  "x-not-shown": "moves other than those listed, for example to `Fail` from `Confirmed`"
} as const;
