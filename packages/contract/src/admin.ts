import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { idParam, okResponse, successStatus } from './common.js';

export const setMaintenance = defineEndpoint({
  id: 'admin.setMaintenance',
  method: 'POST',
  base: 'admin',
  path: 'maintenance',
  summary: 'Switch the control-hub maintenance flag; while on, buyer calls answer MAINTENANCE',
  tags: ['admin'],
  access: 'staff',
  body: z.object({ enabled: z.boolean() }),
  response: z.object({ status: successStatus, message: z.string(), data: z.object({ maintenance: z.boolean() }) }),
});

export const deactivateUser = defineEndpoint({
  id: 'admin.deactivateUser',
  method: 'POST',
  base: 'admin',
  path: 'users/:id/deactivate',
  summary: "Deactivate an account: revokes its tokens and forces its open sessions to log out (userDeactivate)",
  tags: ['admin'],
  access: 'staff',
  params: idParam,
  response: okResponse,
});
