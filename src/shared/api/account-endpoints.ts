import { z } from 'zod';
import {
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  orderDetailSchema,
  ordersPageSchema,
  ordersQuerySchema,
  profileResponseSchema,
  profileUpdateSchema,
} from './account.js';
import { messageResponseSchema } from './auth.js';
import { endpoint } from './endpoint.js';
import { singleLine } from './text.js';

const orderParams = z.object({ orderId: z.uuid() });

export const orderResponseSchema = z.object({ order: orderDetailSchema });

/** The customer's own area: orders, profile and e-mail change. */
const memoryVariants = ['thumb', 'picture', 'original'] as const;

export const accountEndpoints = {
  orders: endpoint({
    method: 'GET',
    path: '/api/user/orders',
    query: ordersQuerySchema,
    response: ordersPageSchema,
  }),
  order: endpoint({
    method: 'GET',
    path: '/api/user/orders/:orderId',
    params: orderParams,
    response: orderResponseSchema,
  }),
  /** A picture or video file, reached from <img>/<video> tags through a signed link. */
  orderMemory: endpoint({
    method: 'GET',
    path: '/api/orders/:orderId/memory/:variant',
    /** thumb: 480 px JPEG; picture: the upright JPEG of at most 1200 px the change editor draws; original: the file. */
    params: orderParams.extend({ variant: z.enum(memoryVariants) }),
    query: z.object({ exp: singleLine().max(20).optional(), sig: singleLine().max(100).optional() }),
  }),
  updateProfile: endpoint({
    method: 'PATCH',
    path: '/api/user/profile',
    body: profileUpdateSchema,
    response: profileResponseSchema,
  }),
  requestEmailChange: endpoint({
    method: 'POST',
    path: '/api/user/email/request',
    body: emailChangeRequestSchema,
    response: messageResponseSchema,
  }),
  confirmEmailChange: endpoint({
    method: 'POST',
    path: '/api/user/email/confirm',
    body: emailChangeConfirmSchema,
    response: profileResponseSchema.extend({ message: z.string() }),
  }),
};
