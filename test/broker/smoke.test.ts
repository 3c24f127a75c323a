import { inject, it, expect } from "vitest";
import { connect } from "amqplib";
it("connects", async () => {
  const c = await connect(inject("rabbitmq").url);
  const ch = await c.createChannel();
  const q = await ch.assertQueue("", { exclusive: true });
  expect(q.queue).toMatch(/amq/);
  await c.close();
});
