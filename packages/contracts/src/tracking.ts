/** Behaviour tracking: aiRecAdd and the batched behaviour events. */
export {};
