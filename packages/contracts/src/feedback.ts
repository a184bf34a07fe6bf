/** Feedback: what users tell the platform (POST /admin/feedbackInfo). */
export {};
