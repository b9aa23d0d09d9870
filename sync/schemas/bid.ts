import { z } from 'zod';
import { BID_DURATION_MAX, BID_MESSAGE_MAX, BID_MIN_AMOUNT, MONEY_MAX } from '../constants';
import { textSchema } from './text';

const AMOUNT_MESSAGE = 'Please enter a valid amount';
const MESSAGE_MESSAGE = 'Please enter a message';
const DURATION_MESSAGE = 'Please enter estimated duration';

export const BID_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

/** A quote a business sends on a lead (docs/screens.md "Leads"). Amount is whole USh. */
export const bidSchema = z.object({
  leadId: z.coerce.number({ error: 'Lead is required' }).int('Lead is required').positive('Lead is required'),
  amount: z.coerce
    .number({ error: AMOUNT_MESSAGE })
    .int('Please enter a whole amount in shillings')
    .min(BID_MIN_AMOUNT, AMOUNT_MESSAGE)
    .max(MONEY_MAX, AMOUNT_MESSAGE),
  message: textSchema('The message', { error: MESSAGE_MESSAGE, multiline: true })
    .min(1, MESSAGE_MESSAGE)
    .max(BID_MESSAGE_MAX, `The message can be at most ${BID_MESSAGE_MAX} characters`),
  estimatedDuration: textSchema('The estimated duration', { error: DURATION_MESSAGE })
    .min(1, DURATION_MESSAGE)
    .max(BID_DURATION_MAX, `The estimated duration can be at most ${BID_DURATION_MAX} characters`),
});
export type Bid = z.infer<typeof bidSchema>;

/** Arguments of `createBid` and of the offline "send quote" mutation. */
export const bidCreateSchema = bidSchema;
export type BidCreate = z.infer<typeof bidCreateSchema>;

/** The body of POST /searches/leads/{leadId}/bid: the lead comes from the path. */
export const bidFormSchema = bidSchema.omit({ leadId: true });
export type BidForm = z.infer<typeof bidFormSchema>;
