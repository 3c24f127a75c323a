import { eventCatalogue, type EventPayloads, type MessageType } from "../../../../generated/events/catalogue.js";

/** Every message type of the generated catalogue. */
export const messageTypes = Object.keys(eventCatalogue) as MessageType[];

/** The documented example payload of a message type. */
export function exampleOf<K extends MessageType>(messageType: K): EventPayloads[K] {
  const example = eventCatalogue[messageType].example;
  if (example === null) throw new Error(`${messageType} has no example in the catalogue`);
  return example.payload as EventPayloads[K];
}
