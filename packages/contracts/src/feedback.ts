import { z } from 'zod';
import { resourcePath } from './content.js';
import { chinaTimeSchema } from './china-time-schema.js';
import { defineEndpoint } from './endpoint.js';
import { pagingQuery } from './paging.js';
import { lineText, multilineText } from './text.js';

/** Feedback: what users tell the platform (POST /admin/feedbackInfo). */

export const FEEDBACK_TYPES = ['suggestion', 'problem', 'content', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_TEXT_MIN = 5;
export const FEEDBACK_TEXT_MAX = 500;
export const FEEDBACK_IMAGES_MAX = 5;
export const FEEDBACK_CONTACT_MAX = 32;

export const feedbackSchema = z.object({
  id: z.number().int(),
  type: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  images: z.array(z.string()),
  contact: z.string(),
  /** pending until the platform has answered it, then handled. */
  state: z.enum(['pending', 'handled']),
  createTime: chinaTimeSchema,
  /** The platform's answer, also sent to the user as a system notice; null until answered. */
  reply: z.string().nullable(),
  replyTime: chinaTimeSchema.nullable(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const submitFeedback = defineEndpoint({
  method: 'POST',
  path: '/admin/feedbackInfo',
  auth: 'user',
  tag: 'feedback',
  summary: 'Send feedback: a type, text and up to five uploaded images',
  body: z
    .object({
      type: z.enum(FEEDBACK_TYPES),
      content: multilineText(FEEDBACK_TEXT_MAX, { min: FEEDBACK_TEXT_MIN }),
      images: z.array(resourcePath).max(FEEDBACK_IMAGES_MAX).default([]),
      contact: lineText(FEEDBACK_CONTACT_MAX).default(''),
    })
    .strict(),
  kind: 'object',
  response: feedbackSchema,
});

export const myFeedback = defineEndpoint({
  method: 'GET',
  path: '/admin/feedbackInfo',
  auth: 'user',
  tag: 'feedback',
  summary: "The viewer's own feedback, newest first",
  query: pagingQuery(10, 50),
  kind: 'list',
  response: feedbackSchema,
});
