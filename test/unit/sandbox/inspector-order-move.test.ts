// The inspector's order history names a move only when the order moved: a refused or informative
// call shows the status the order stayed in and the one the call asked for.
import { describe, expect, it } from "vitest";
import { moveText } from "../../../tools/src/sandbox/inspector/ui/order-move.js";

describe("an order history row shows a move only when the order moved", () => {
  it("a move: from → to", () => {
    expect(moveText({ from: "Confirmed", to: "Shipped", requested: "Shipped", outcome: "moved" })).toBe(
      "Confirmed → Shipped",
    );
    expect(moveText({ from: null, to: "Validation", requested: "Validation", outcome: "moved" })).toBe(
      "(none) → Validation",
    );
  });

  it("a refused move: the status it stayed in and the one it asked for, not Confirmed → Confirmed", () => {
    expect(moveText({ from: "Confirmed", to: "Confirmed", requested: "Validation", outcome: "refused" })).toBe(
      "Confirmed (stays; asked Validation)",
    );
  });

  it("a call that asked for no status, or for the one it had: the status it stayed in", () => {
    expect(moveText({ from: "Confirmed", to: "Confirmed", outcome: "properties" })).toBe("Confirmed (stays)");
    expect(moveText({ from: "Confirmed", to: "Confirmed", requested: "Confirmed", outcome: "informative" })).toBe(
      "Confirmed (stays)",
    );
  });
});
