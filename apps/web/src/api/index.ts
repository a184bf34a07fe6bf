export {
  api,
  buildRequest,
  REQUEST_TIMEOUT_MS,
  SYS_SOURCE,
  type ApiArgs,
  type ApiOptions,
  type Callable,
} from './client';
export { ApiError, isApiError, NO_ANSWER_CODE, unavailableReasonOf, type ApiErrorKind } from './api-error';
export {
  addRequestSigner,
  addRetryCheck,
  type OutgoingRequest,
  type RefusedRequest,
  type RequestSigner,
  type RetryCheck,
} from './request-signers';
export { buildEncryptKey, encryptPassword } from './signing';
export {
  currentSigningKeys,
  installRequestSigning,
  isKeyRefusal,
  KEY_REFRESH_MS,
  refreshSigningKeys,
  useSigningKeys,
} from './signing-keys';
export { registerApiUiEffects, type ApiUiEffects } from './api-effects';
export { configureApi, type ApiSession, type SessionEndReason } from './api-session';
export {
  isTaskTakenMessage,
  reactToFailure,
  TASK_ALREADY_TAKEN_MESSAGE,
  type FailureReaction,
  type RequestFailure,
} from './error-catalogue';
export { DUPLICATE_EXEMPT_PATHS } from './pending-requests';
export { signedHeadersFor } from './signed-headers';
