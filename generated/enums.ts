// generated from specs/schemas; do not edit
/** The values of AccessLevel. */
export const AccessLevelValues = ["Public","Private"] as const;
/** The values of ActivityType. */
export const ActivityTypeValues = ["Application|Start","Application|Ack","Application|Begin","Application|End","Application|Finish","Validation","ProcessingResult","ActionRequest","ActionResponse"] as const;
/** The values of ConsumerChannel. */
export const ConsumerChannelValues = ["gRPC","Webhook"] as const;
/** The values of ConsumerStatus. */
export const ConsumerStatusValues = ["Healthy","Degraded","Unhealthy"] as const;
/** The values of ConsumerType. */
export const ConsumerTypeValues = ["None","Grpc","Webhook"] as const;
/** The values of FeatureUsage. */
export const FeatureUsageValues = ["Input","Output"] as const;
/** The values of OperationScope. */
export const OperationScopeValues = ["PublishData","PublishDataWithConsumerFeedback","ConsumerFeedbackOnly","ConsumeData","AgentStatus","Coordination"] as const;
/** The values of OperationType. */
export const OperationTypeValues = ["InputData","Transform","ConsumeData","AgentStatus","Coordination"] as const;
/** The values of OrderSystemStatus. */
export const OrderSystemStatusValues = ["Validation","Confirmed","Done","Fail"] as const;
/** The values of QueueItemStatus. */
export const QueueItemStatusValues = ["Started","Pending","Completed","Canceled","Running","Success","Failed"] as const;
/** The values of RateLimitInterval. */
export const RateLimitIntervalValues = ["Second","Minute","Hour","Day"] as const;
/** The values of RequestStatus. */
export const RequestStatusValues = ["Success","Failed","Canceled"] as const;
/** The values of SandboxDeliveryStatus. */
export const SandboxDeliveryStatusValues = ["Pending","Delivered","Failed","Expired"] as const;
/** The values of SandboxInvalidRule. */
export const SandboxInvalidRuleValues = ["bad-signature","expired-token","wrong-audience","schema-invalid-payload","unknown-message-type"] as const;
/** The values of Severity. */
export const SeverityValues = ["Info","Warning","Error"] as const;
/** The values of SystemLevelCategory. */
export const SystemLevelCategoryValues = ["LookupEntityReference","InputDataConversion","InputDataLocalization","InputDataProjection","MappingTransformation"] as const;
/** The values of TransformationType. */
export const TransformationTypeValues = ["Default","Custom"] as const;
/** The states of OrderSystemStatus that end its flow. */
export const OrderSystemStatusTerminal = ["Done","Fail"] as const;
/** The states of QueueItemStatus that end its flow. */
export const QueueItemStatusTerminal = ["Canceled","Success","Failed"] as const;
