import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BID_MESSAGE_MAX, BID_MIN_AMOUNT, BUSINESS_NAME_MAX, MONEY_MAX } from '../../sync/constants';
import { bidFormSchema } from '../../sync/schemas/bid';
import { businessCreateSchema } from '../../sync/schemas/business';
import { categoryCreateSchema } from '../../sync/schemas/category';
import { deliveryCreateSchema } from '../../sync/schemas/delivery';
import { productCreateSchema } from '../../sync/schemas/product';
import { blankRequired, constraintsOf, fieldConstraints, inputAttributes } from './schema-constraints';

describe('constraints read from the shared schemas', () => {
  const business = constraintsOf(businessCreateSchema);
  const delivery = constraintsOf(deliveryCreateSchema);
  const bid = constraintsOf(bidFormSchema);

  it.each([
    ['a required text', business.name, { required: true, minLength: 1, maxLength: BUSINESS_NAME_MAX }],
    ['blank is "not given" (preprocess, nullish)', business.tagline, { required: false, maxLength: 160 }],
    ['an e-mail behind a pipe', business.email, { required: false, format: 'email', maxLength: 254 }],
    ['a web address: the longest text typed', business.website, { required: false, format: 'url', maxLength: 2000 }],
    [
      'a phone: its text, then its transform',
      delivery.receiver_number,
      { required: true, minLength: 1, maxLength: 40 },
    ],
    ['a pattern says nothing of blank', business.tiktokUsername, { required: false }],
    [
      'whole shillings from text (coerce)',
      bid.amount,
      { required: true, min: BID_MIN_AMOUNT, max: MONEY_MAX, step: 1, inputMode: 'numeric' },
    ],
    ['an optional decimal number', delivery.weight, { required: false, min: 0, max: 100_000, inputMode: 'decimal' }],
    [
      'an optional price',
      constraintsOf(productCreateSchema).minPrice,
      { required: false, min: 0, max: MONEY_MAX, step: 1, inputMode: 'numeric' },
    ],
    ['tags read by a transform', constraintsOf(categoryCreateSchema).tags, { required: false, maxLength: 1000 }],
  ])('%s', (_case, constraints, expected) => {
    expect(constraints).toEqual(expected);
  });

  it('.optional() and .nonoptional() decide, whatever they wrap', () => {
    const name = businessCreateSchema.shape.name;
    expect(fieldConstraints(name.optional())).toEqual({ required: false, minLength: 1, maxLength: BUSINESS_NAME_MAX });
    expect(fieldConstraints(z.number().min(0).optional().nonoptional())).toMatchObject({ required: true, min: 0 });
  });

  it('a pipe is required when either end refuses blank', () => {
    const described = productCreateSchema.shape.description;
    expect(fieldConstraints(described).required).toBe(false);
    expect(fieldConstraints(described.pipe(z.string().min(1)))).toEqual({
      required: true,
      minLength: 1,
      maxLength: 5000,
    });
  });
});

describe('inputAttributes', () => {
  it('gives an input what the browser can enforce, and marks a required field for assistive technology', () => {
    expect(inputAttributes(constraintsOf(bidFormSchema).message)).toEqual({
      'aria-required': true,
      maxLength: BID_MESSAGE_MAX,
    });
    expect(inputAttributes(constraintsOf(bidFormSchema).amount)).toEqual({
      'aria-required': true,
      min: 1,
      max: MONEY_MAX,
      step: 1,
      inputMode: 'numeric',
    });
    expect(inputAttributes(constraintsOf(businessCreateSchema).city)).toEqual({ maxLength: 80 });
  });

  it('keeps a least length above one', () => {
    expect(inputAttributes(fieldConstraints(z.string().min(3).max(9)))).toEqual({
      'aria-required': true,
      minLength: 3,
      maxLength: 9,
    });
  });
});

describe('blankRequired', () => {
  it("lists the required fields a draft leaves blank, in the schema's order", () => {
    const rules = constraintsOf(deliveryCreateSchema.omit({ businessId: true }));
    const draft = {
      receiver_name: ' ',
      receiver_number: '0772 123456',
      fare: '',
      item_name: 'Cake',
      item_description: '',
      delivery_address: '',
      weight: '',
    };
    expect(blankRequired(rules, draft)).toEqual(['receiver_name', 'fare', 'delivery_address']);
  });
});
