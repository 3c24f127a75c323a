import { describe, expect, it } from "vitest";
import { validators, type SchemaName } from "../../../generated/validators/index.js";
import {
  EventValidationError,
  eventCatalogue,
  parseEvent,
  validateEvent,
  validateEventHeaders,
  type MessageType,
} from "../../../src/events/index.js";
import { loadBundledSpecs } from "../../support/openapi.js";

const entries = Object.values(eventCatalogue);

describe("the event catalogue is generated from the AsyncAPI document", () => {
  it("has the 10 events of the reference", () => {
    expect(Object.keys(eventCatalogue).sort()).toEqual([
      "PLATFORM.DataService.EnqueueDataStatusChanged",
      "PLATFORM.DataService.IntegrationDataChanged",
      "PLATFORM.DataService.IntegrationProfileChangeCompleted",
      "PLATFORM.DataService.IntegrationProfileChangeStarted",
      "PLATFORM.DataService.RecordCreated",
      "PLATFORM.DataService.RecordDeleted",
      "PLATFORM.DataService.RecordUpdated",
      "PLATFORM.DataService.RefreshSourceConfig",
      "PLATFORM.DataService.RefreshSourceStatus",
      "PLATFORM.PlatformStore.OrderReleased",
    ]);
  });

  it("has one entry per message of platform-events", () => {
    const [events] = loadBundledSpecs("asyncapi");
    expect(entries).toHaveLength(Object.keys(events!.document.components.messages).length);
  });

  it("names the contract types of the reference, and null where it shows none", () => {
    expect(eventCatalogue["PLATFORM.DataService.RecordCreated"].contractType).toBe("DataRecordCreatedEvent");
    expect(eventCatalogue["PLATFORM.PlatformStore.OrderReleased"].contractType).toBe("OrderReleased");
    expect(eventCatalogue["PLATFORM.DataService.EnqueueDataStatusChanged"].contractType).toBeNull();
  });

  it("names the consumer flag that enables each event", () => {
    expect(eventCatalogue["PLATFORM.DataService.RecordDeleted"].consumerFlag).toEqual({
      settings: "ConfigureConsumer",
      flag: "dataRecordChanges",
    });
    expect(eventCatalogue["PLATFORM.PlatformStore.OrderReleased"].consumerFlag?.flag).toBe("orderReleased");
  });

  it("pairs IntegrationProfileChangeStarted with IntegrationProfileChangeCompleted", () => {
    expect(eventCatalogue["PLATFORM.DataService.IntegrationProfileChangeStarted"].followedBy).toBe(
      "PLATFORM.DataService.IntegrationProfileChangeCompleted",
    );
  });
});

describe("each event's payload validator accepts its example and rejects it without a required field", () => {
  for (const entry of entries) {
    const validate = validators[entry.payloadSchema as SchemaName];
    it(`${entry.messageType}: the example is valid`, () => {
      expect(entry.example).not.toBeNull();
      expect(validate(entry.example.payload), JSON.stringify(validate.errors)).toBe(true);
    });
    it(`${entry.messageType}: each required field, removed, makes it invalid`, () => {
      const payload = entry.example.payload as Record<string, unknown>;
      const required = Object.keys(payload).filter((field) => {
        const { [field]: _removed, ...rest } = payload;
        return !validate(rest);
      });
      expect(required.length).toBeGreaterThan(0);
      for (const field of required) {
        const { [field]: _removed, ...rest } = payload;
        expect(validate(rest)).toBe(false);
        expect(validate.errors?.[0]?.params).toEqual({ missingProperty: field });
      }
    });
  }
});

describe("validateEvent and parseEvent check a payload against its message type", () => {
  const example = eventCatalogue["PLATFORM.DataService.RecordCreated"].example.payload;

  it("returns the typed payload when valid", () => {
    const payload = parseEvent("PLATFORM.DataService.RecordCreated", example);
    expect(payload.dataModelId).toBe((example as { dataModelId: string }).dataModelId);
  });

  it("names the field that is wrong, without echoing its value", () => {
    const result = validateEvent("PLATFORM.DataService.RecordCreated", {
      ...(example as object),
      dataRecordId: "secret-not-a-uuid",
    });
    expect(result).toEqual({
      valid: false,
      problems: [{ path: "/dataRecordId", message: 'must match format "uuid"' }],
    });
    expect(JSON.stringify(result)).not.toContain("secret-not-a-uuid");
  });

  it("throws EventValidationError from parseEvent", () => {
    expect(() => parseEvent("PLATFORM.DataService.RecordCreated", {})).toThrow(EventValidationError);
  });

  it("refuses an unknown message type", () => {
    expect(validateEvent("PLATFORM.Nope" as MessageType, {})).toEqual({
      valid: false,
      problems: [{ path: "", message: 'unknown message type "PLATFORM.Nope"' }],
    });
  });

  it("checks documented headers", () => {
    const entry = eventCatalogue["PLATFORM.DataService.RecordCreated"];
    expect(validateEventHeaders("PLATFORM.DataService.RecordCreated", entry.example.headers)).toEqual([]);
    expect(validateEventHeaders("PLATFORM.DataService.RecordCreated", {})).not.toEqual([]);
  });
});
