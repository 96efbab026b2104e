/** The staff endpoints' schemas: what each takes and answers (their paths are in `./endpoints`). */
import type { EndpointContract } from '../api/contract';
import { staffRead } from '../api/contract';
import {
  invitationAcceptSchema,
  invitationListSchema,
  invitationParamsSchema,
  inviteRequestSchema,
  inviteResponseSchema,
  roleGrantedSchema,
  setupClaimSchema,
  setupStatusSchema,
  staffListSchema,
  staffMemberParamsSchema,
} from './index';
import type { staffEndpoints } from './endpoints';

export const staffContract = {
  'admin.staff.setupStatus': { responses: { 200: setupStatusSchema }, errors: [] },
  'admin.staff.claimSetup': {
    body: setupClaimSchema,
    responses: { 200: roleGrantedSchema },
    // 403 INVALID_SETUP_TOKEN: not the printed token; 409 OWNER_EXISTS: the shop has its owner.
    errors: [400, 401, 403, 409, 429],
  },
  'admin.staff.acceptInvitation': {
    body: invitationAcceptSchema,
    responses: { 200: roleGrantedSchema },
    // 400 INVITATION_INVALID / INVITATION_EXPIRED; 403 INVITATION_FOR_ANOTHER_EMAIL.
    errors: [400, 401, 403, 429],
  },
  'admin.staff.list': { responses: { 200: staffListSchema }, errors: staffRead },
  'admin.staff.remove': {
    params: staffMemberParamsSchema,
    responses: { 200: staffListSchema },
    // 403: yourself or an owner; 404: no staff member with this id.
    errors: [400, 401, 403, 404, 429],
  },
  'admin.staff.invitations': { responses: { 200: invitationListSchema }, errors: staffRead },
  'admin.staff.invite': {
    body: inviteRequestSchema,
    responses: { 201: inviteResponseSchema },
    // 409 ALREADY_STAFF: the address belongs to a staff member or owner.
    errors: [400, 401, 403, 409, 429],
  },
  'admin.staff.revokeInvitation': {
    params: invitationParamsSchema,
    responses: { 200: invitationListSchema },
    errors: [400, 401, 403, 404, 429],
  },
} as const satisfies { [N in keyof typeof staffEndpoints]: EndpointContract };
