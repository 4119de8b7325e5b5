import type { components } from './schema';

/** The contract's named schemas, by their names in openapi.yaml. */
type Schemas = components['schemas'];

export type ErrorResponse = Schemas['ErrorResponse'];
export type SuccessResponse = Schemas['SuccessResponse'];
export type PlanId = Schemas['PlanId'];
export type PaidPlanId = Schemas['PaidPlanId'];
export type AgentMode = Schemas['AgentMode'];
export type AgentVoice = Schemas['AgentVoice'];
export type OrganisationRole = Schemas['OrganisationRole'];

export type UserPublicMetadata = Schemas['UserPublicMetadata'];
export type UserSubscription = Schemas['UserSubscription'];
export type UserCredits = Schemas['UserCredits'];
export type User = Schemas['User'];
export type UserDetails = Schemas['UserDetails'];
export type SaveKeysRequest = Schemas['SaveKeysRequest'];
export type WorkflowTokenResponse = Schemas['WorkflowTokenResponse'];
export type Onboarding = Schemas['Onboarding'];
export type OnboardingResponse = Schemas['OnboardingResponse'];
export type OnboardingStepId = Schemas['OnboardingStepId'];

export type Workflow = Schemas['Workflow'];
export type WorkflowAction = Schemas['WorkflowAction'];
export type WorkflowDraft = Schemas['WorkflowDraft'];
export type WorkflowRun = Schemas['WorkflowRun'];
export type SavedKey = Schemas['SavedKey'];
export type WorkflowSelection = Schemas['WorkflowSelection'];
export type WorkflowListResponse = Schemas['WorkflowListResponse'];

export type KnowledgeFile = Schemas['KnowledgeFile'];
export type AiAgent = Schemas['AiAgent'];
export type CreateAiAgentForm = Schemas['CreateAiAgentForm'];
export type UpdateAiAgentRequest = Schemas['UpdateAiAgentRequest'];
export type UpdateAiAgentForm = Schemas['UpdateAiAgentForm'];
export type AiAgentResponse = Schemas['AiAgentResponse'];
export type AiAgentListResponse = Schemas['AiAgentListResponse'];
export type AgentTemplate = Schemas['AgentTemplate'];
export type AgentTemplateListResponse = Schemas['AgentTemplateListResponse'];

export type MeetingBotStatus = Schemas['MeetingBotStatus'];
export type MeetingBot = Schemas['MeetingBot'];
export type CreateMeetingBotRequest = Schemas['CreateMeetingBotRequest'];
export type UpdateMeetingBotRequest = Schemas['UpdateMeetingBotRequest'];
export type MeetingBotResponse = Schemas['MeetingBotResponse'];
export type MeetingBotListResponse = Schemas['MeetingBotListResponse'];
export type TranscriptWord = Schemas['TranscriptWord'];
export type TranscriptSegment = Schemas['TranscriptSegment'];
export type MeetingParticipant = Schemas['MeetingParticipant'];
export type BotDetails = Schemas['BotDetails'];
export type ImportMeetingForm = Schemas['ImportMeetingForm'];
export type MeetingExportFormat = Schemas['MeetingExportFormat'];
export type MeetingExport = Schemas['MeetingExport'];
export type LiveLine = Schemas['LiveLine'];
export type LivePartial = Schemas['LivePartial'];
export type LiveParticipantChange = Schemas['LiveParticipantChange'];
export type LiveBotStatus = Schemas['LiveBotStatus'];
export type LiveAgentActivity = Schemas['LiveAgentActivity'];
export type BotCalendar = Schemas['BotCalendar'];

export type AutoJoinRule = Schemas['AutoJoinRule'];
export type Calendar = Schemas['Calendar'];
export type CalendarList = Schemas['CalendarList'];
export type ConnectCalendarRequest = Schemas['ConnectCalendarRequest'];
export type UpdateCalendarRequest = Schemas['UpdateCalendarRequest'];
export type CalendarMeeting = Schemas['CalendarMeeting'];
export type CalendarMeetingList = Schemas['CalendarMeetingList'];
export type UpdateCalendarMeetingRequest = Schemas['UpdateCalendarMeetingRequest'];

export type CreateSubscriptionRequest = Schemas['CreateSubscriptionRequest'];
export type CreateSubscriptionResponse = Schemas['CreateSubscriptionResponse'];
export type VerifySubscriptionRequest = Schemas['VerifySubscriptionRequest'];
export type PaymentCheckoutResponse = Schemas['PaymentCheckoutResponse'];
export type SaveSubscriptionDetailsRequest = Schemas['SaveSubscriptionDetailsRequest'];
export type SubscriptionStateResponse = Schemas['SubscriptionStateResponse'];
export type UpdateCreditsResponse = Schemas['UpdateCreditsResponse'];
export type BuyWorkflowCreditsRequest = Schemas['BuyWorkflowCreditsRequest'];
export type BuyWorkflowCreditsResponse = Schemas['BuyWorkflowCreditsResponse'];
export type CheckoutKind = Schemas['CheckoutKind'];
export type CreateCreditOrderResponse = Schemas['CreateCreditOrderResponse'];
export type CreditHistoryEntry = Schemas['CreditHistoryEntry'];
export type CreditHistoryResponse = Schemas['CreditHistoryResponse'];
export type SandboxPaymentResponse = Schemas['SandboxPaymentResponse'];
export type SandboxPaymentFailure = Schemas['SandboxPaymentFailure'];

export type AskAiRequest = Schemas['AskAiRequest'];
export type AskAiResponse = Schemas['AskAiResponse'];
export type AskAiConversationResponse = Schemas['AskAiConversationResponse'];
export type TranscriptCitation = Schemas['TranscriptCitation'];
export type ImprovePromptRequest = Schemas['ImprovePromptRequest'];
export type ImprovePromptResponse = Schemas['ImprovePromptResponse'];
export type ChatMessage = Schemas['ChatMessage'];

export type OrganisationMember = Schemas['OrganisationMember'];
export type Organisation = Schemas['Organisation'];
export type OrganisationResponse = Schemas['OrganisationResponse'];
export type Invitation = Schemas['Invitation'];

export type PlanFeature = Schemas['PlanFeature'];
export type PlanDefinition = Schemas['PlanDefinition'];
export type PlanListResponse = Schemas['PlanListResponse'];

export type HealthResponse = Schemas['HealthResponse'];
export type MailMessage = Schemas['MailMessage'];
export type MailOutboxResponse = Schemas['MailOutboxResponse'];
