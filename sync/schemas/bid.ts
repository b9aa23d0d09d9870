import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { BID_DURATION_MAX, BID_MESSAGE_MAX, BID_MIN_AMOUNT, MONEY_MAX } from '../constants';
import { textSchema } from './text';
import type { FieldMessage } from '../i18n-default';
import '../i18n-default';

const AMOUNT_MESSAGE: FieldMessage = () => t`Please enter a valid amount`;
const MESSAGE_MESSAGE: FieldMessage = () => t`Please enter a message`;
const DURATION_MESSAGE: FieldMessage = () => t`Please enter estimated duration`;

/** A quote a business sends on a lead (docs/screens.md "Leads"). Amount is whole USh. */
const bidSchema = z.object({
  leadId: z.coerce
    .number({ error: () => t`Lead is required` })
    .int({ error: () => t`Lead is required` })
    .positive({ error: () => t`Lead is required` }),
  amount: z.coerce
    .number({ error: AMOUNT_MESSAGE })
    .int({ error: () => t`Please enter a whole amount in shillings` })
    .min(BID_MIN_AMOUNT, { error: AMOUNT_MESSAGE })
    .max(MONEY_MAX, { error: AMOUNT_MESSAGE }),
  message: textSchema('The message', { error: MESSAGE_MESSAGE, multiline: true })
    .min(1, { error: MESSAGE_MESSAGE })
    .max(BID_MESSAGE_MAX, { error: () => t`The message can be at most ${BID_MESSAGE_MAX} characters` }),
  estimatedDuration: textSchema('The estimated duration', { error: DURATION_MESSAGE })
    .min(1, { error: DURATION_MESSAGE })
    .max(BID_DURATION_MAX, { error: () => t`The estimated duration can be at most ${BID_DURATION_MAX} characters` }),
});

/** Arguments of `createBid` and of the offline "send quote" mutation. */
export const bidCreateSchema = bidSchema;
export type BidCreate = z.infer<typeof bidCreateSchema>;

/** The body of POST /searches/leads/{leadId}/bid: the lead comes from the path. */
export const bidFormSchema = bidSchema.omit({ leadId: true });
export type BidForm = z.infer<typeof bidFormSchema>;
