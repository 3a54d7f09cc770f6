import { z } from 'zod';
import { endpoint } from '../api/contract';
import { familyIdParamSchema, idSchema, str } from '../api/fields';
import {
  calendarLinkSchema,
  holidaySettingsInputSchema,
  holidaySettingsQuerySchema,
  holidaySettingsSchema,
  occasionInputSchema,
  occasionSchema,
  upcomingOccasionSchema,
  upcomingQuerySchema,
} from '../occasions';
import { changesOf } from '../records';
import { memberIdParamsSchema } from './members';
import {
  ANNIVERSARY_MEMBER_UNKNOWN,
  ANNIVERSARY_WITH_CHILD,
  ANNIVERSARY_WITH_SELF,
  BIRTHDAY_EXISTS,
  COUNTRY_UNKNOWN,
  HOLIDAY_UNKNOWN,
  HOLIDAYS_OWNER_ONLY,
  OCCASION_EDIT_FORBIDDEN,
} from './occasions.errors';

const tags = ['Occasions'];
const occasionIdParamsSchema = z.object({ id: idSchema });
/** A calendar or unsubscribe token: anything malformed is answered like an unknown one (404). */
const tokenParamsSchema = z.object({ token: str().max(200, 'is not a token') });

/** What saving an occasion may refuse: the member's editors only, one birthday, a real other member. */
const OCCASION_SAVE_ERRORS = [
  OCCASION_EDIT_FORBIDDEN,
  BIRTHDAY_EXISTS,
  ANNIVERSARY_WITH_SELF,
  ANNIVERSARY_MEMBER_UNKNOWN,
  ANNIVERSARY_WITH_CHILD,
];

export const occasionsApi = {
  forMember: endpoint({
    method: 'GET',
    reads: ['occasions', 'members'],
    path: '/api/family-members/:id/occasions',
    summary: "A member's occasions (birthday, anniversaries, custom dates) with the next day each falls on",
    tags,
    params: memberIdParamsSchema,
    response: z.array(occasionSchema),
  }),
  create: endpoint({
    method: 'POST',
    affects: changesOf('occasion'),
    path: '/api/family-members/:id/occasions',
    idempotent: true,
    summary:
      "Add a birthday (one per member), an anniversary or a custom date to a member (those who may edit the member's profile)",
    tags,
    params: memberIdParamsSchema,
    body: occasionInputSchema,
    status: 201,
    response: occasionSchema,
    errors: OCCASION_SAVE_ERRORS,
  }),
  update: endpoint({
    method: 'PUT',
    affects: changesOf('occasion'),
    path: '/api/occasions/:id',
    summary: 'Change an occasion (the whole occasion is sent)',
    tags,
    params: occasionIdParamsSchema,
    body: occasionInputSchema,
    response: occasionSchema,
    errors: OCCASION_SAVE_ERRORS,
  }),
  remove: endpoint({
    method: 'DELETE',
    affects: [...changesOf('occasion'), 'giftIdeas'],
    path: '/api/occasions/:id',
    summary: 'Delete an occasion (its gift ideas stay, no longer tied to it)',
    tags,
    params: occasionIdParamsSchema,
    status: 204,
    errors: [OCCASION_EDIT_FORBIDDEN],
  }),
  upcoming: endpoint({
    method: 'GET',
    reads: ['occasions', 'members', 'giftIdeas', 'families'],
    path: '/api/families/:familyId/occasions',
    summary:
      "The family's occasions and switched-on holidays falling in the next `days` days (90 unless given), soonest first, with the caller's plan for each",
    tags,
    params: familyIdParamSchema,
    query: upcomingQuerySchema,
    response: z.array(upcomingOccasionSchema),
  }),
  holidaySettings: endpoint({
    method: 'GET',
    reads: ['occasions', 'families'],
    path: '/api/families/:familyId/holiday-settings',
    summary:
      "The family's country, time zone and switched-on holidays, with the holidays it may switch on (`country` previews another country's)",
    tags,
    params: familyIdParamSchema,
    query: holidaySettingsQuerySchema,
    response: holidaySettingsSchema,
    errors: [COUNTRY_UNKNOWN],
  }),
  updateHolidaySettings: endpoint({
    method: 'PUT',
    affects: ['occasions'],
    path: '/api/families/:familyId/holiday-settings',
    summary: "Set the family's country, time zone and holidays (the owner)",
    tags,
    params: familyIdParamSchema,
    body: holidaySettingsInputSchema,
    response: holidaySettingsSchema,
    errors: [HOLIDAYS_OWNER_ONLY, COUNTRY_UNKNOWN, HOLIDAY_UNKNOWN],
  }),
  calendar: endpoint({
    method: 'GET',
    reads: ['user'],
    path: '/api/user/calendar',
    summary: 'The address of your private calendar feed of every occasion you may see',
    tags,
    response: calendarLinkSchema,
  }),
  rotateCalendar: endpoint({
    method: 'POST',
    affects: ['user'],
    path: '/api/user/calendar/rotate',
    summary: 'A new address for your calendar feed; the old one stops working',
    tags,
    response: calendarLinkSchema,
  }),
  calendarFeed: endpoint({
    method: 'GET',
    reads: [],
    path: '/api/calendar/:token',
    summary:
      'The private calendar feed (text/calendar, yearly RRULEs); `{token}.ics` from the account page, no cookie needed',
    tags,
    params: tokenParamsSchema,
    access: 'public',
  }),
  unsubscribePage: endpoint({
    method: 'GET',
    reads: [],
    path: '/api/reminders/unsubscribe/:token',
    summary: "The reminder e-mails' unsubscribe page (a button; no sign-in needed)",
    tags,
    params: tokenParamsSchema,
    access: 'public',
  }),
  unsubscribe: endpoint({
    method: 'POST',
    affects: ['user'],
    path: '/api/reminders/unsubscribe/:token',
    summary:
      'Stop reminder e-mails (RFC 8058 one-click: mail apps post `List-Unsubscribe=One-Click`; no sign-in needed)',
    tags,
    params: tokenParamsSchema,
    access: 'public',
  }),
} as const;
