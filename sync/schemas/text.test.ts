/**
 * Every write schema against unsafe text (sync/schemas/text.ts): control characters, direction
 * overrides, lone surrogates and invisible-only names are refused with the field's message, or
 * cleaned away where that loses nothing. Each schema's fields are listed; a new text field that is
 * not listed here fails the "every field is listed" test.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerSchema } from './auth';
import { bidCreateSchema, bidFormSchema } from './bid';
import { businessCreateSchema, businessStatusSchema, businessUpdateSchema } from './business';
import { categoryCreateSchema, categoryUpdateSchema } from './category';
import { deliveryCreateSchema } from './delivery';
import { messageCreateSchema } from './message';
import { productCreateSchema, productServiceCreateSchema, productUpdateSchema } from './product';
import { productReviewCreateSchema, productReviewDeleteSchema, productReviewUpdateSchema } from './product-review';
import { reportCreateSchema } from './report';
import { reviewCreateSchema, reviewReplySchema } from './review';
import { searchCreateSchema, searchDeleteSchema } from './search';
import {
  checkSurveyAnswers,
  surveyCreateSchema,
  surveyQuestionSchema,
  surveyResponseCreateSchema,
  surveyUpdateSchema,
} from './survey';
import { cleanText } from './text';
import { profileUpdateSchema, userRoleUpdateSchema, userStatusUpdateSchema } from './user';

type Case = {
  schema: z.ZodType;
  valid: Record<string, unknown>;
  /** One-line text fields: no control character at all. */
  single?: string[];
  /** Multi-line text fields: newline and tab kept. */
  multi?: string[];
  /** Fields with a format of their own (email, phone, URL, upload path, enum…). */
  formatted?: string[];
};

const business = {
  name: 'Kato Hardware',
  categoryId: 1,
  description: 'Tools and paint',
  tagline: 'Best in Wandegeya',
  city: 'Kampala',
  district: 'Kampala',
  subCategory: 'Tools',
  whatsapp: '+256 700 000000',
  email: 'kato@example.ug',
  website: 'https://kato.ug',
  tiktokUsername: 'kato_hardware',
  logo: '/api/uploads/0123456789abcdef0123456789abcdef.webp',
};
const businessFields = {
  single: ['name', 'tagline', 'city', 'subCategory'],
  multi: ['description'],
  formatted: ['district', 'whatsapp', 'email', 'website', 'tiktokUsername', 'logo'],
};
const productReview = {
  name: 'Ramtons Blender',
  categoryId: 1,
  rating: 4,
  imageUrl: 'https://shop.ug/blender.png',
  boughtFrom: 'Game Stores',
  amount: 'USh 150,000',
  comment: 'Works well',
  image: null,
};
const productReviewFields = {
  single: ['name', 'boughtFrom', 'amount'],
  multi: ['comment'],
  formatted: ['imageUrl', 'image'],
};
const product = { name: 'Tent', description: 'Sleeps four', minPrice: 1, maxPrice: 9, currency: 'UGX' };
const productFields = { single: ['name'], multi: ['description'], formatted: ['currency', 'image'] };
const survey = { name: 'Feedback', description: 'Tell us', questions: [{ type: 'text', question: 'Why?' }] };

const CASES: Record<string, Case> = {
  register: {
    schema: registerSchema,
    valid: { firstName: 'Amina', lastName: 'Nakato', email: 'amina@example.ug', phoneNumber: '+256 772 123456' },
    single: ['firstName', 'lastName'],
    formatted: ['email', 'phoneNumber', 'role'],
  },
  bidCreate: {
    schema: bidCreateSchema,
    valid: { leadId: 1, amount: 50_000, message: 'I can fix it', estimatedDuration: '2 days' },
    single: ['estimatedDuration'],
    multi: ['message'],
  },
  bidForm: {
    schema: bidFormSchema,
    valid: { amount: 50_000, message: 'I can fix it', estimatedDuration: '2 days' },
    single: ['estimatedDuration'],
    multi: ['message'],
  },
  businessCreate: { schema: businessCreateSchema, valid: business, ...businessFields },
  businessUpdate: { schema: businessUpdateSchema, valid: business, ...businessFields },
  businessStatus: { schema: businessStatusSchema, valid: { isActive: false, reason: 'Closed' }, multi: ['reason'] },
  categoryCreate: {
    schema: categoryCreateSchema,
    valid: { name: 'Plumbing', description: 'Pipes and taps', tags: 'Repairs, Installation', emoji: '🔧' },
    single: ['name', 'tags', 'emoji'],
    multi: ['description'],
    formatted: ['image'],
  },
  categoryUpdate: {
    schema: categoryUpdateSchema,
    valid: { name: 'Plumbing', description: 'Pipes and taps', tags: 'Repairs', emoji: '🔧' },
    single: ['name', 'tags', 'emoji'],
    multi: ['description'],
    formatted: ['image'],
  },
  deliveryCreate: {
    schema: deliveryCreateSchema,
    valid: {
      businessId: 1,
      receiver_name: 'Okello John',
      receiver_number: '+256 700 000000',
      fare: 5000,
      item_name: 'Box of tiles',
      item_description: 'Fragile',
      delivery_address: 'Plot 5, Kampala Road',
      weight: 2,
    },
    single: ['receiver_name', 'item_name'],
    multi: ['item_description', 'delivery_address'],
    formatted: ['receiver_number'],
  },
  messageCreate: {
    schema: messageCreateSchema,
    valid: {
      fullName: 'Ann Birungi',
      email: 'ann@example.ug',
      subject: 'A question',
      content: 'A long enough message',
    },
    single: ['fullName', 'subject'],
    multi: ['content'],
    formatted: ['email'],
  },
  productReviewCreate: { schema: productReviewCreateSchema, valid: productReview, ...productReviewFields },
  productReviewUpdate: { schema: productReviewUpdateSchema, valid: productReview, ...productReviewFields },
  productReviewDelete: { schema: productReviewDeleteSchema, valid: { reason: 'Spam' }, multi: ['reason'] },
  productCreate: { schema: productCreateSchema, valid: product, ...productFields },
  productServiceCreate: { schema: productServiceCreateSchema, valid: product, ...productFields },
  productUpdate: { schema: productUpdateSchema, valid: product, ...productFields },
  reportCreate: {
    schema: reportCreateSchema,
    valid: { targetType: 'review', targetId: 1, reason: 'spam', description: 'Copied text' },
    multi: ['description'],
    formatted: ['targetType', 'reason'],
  },
  reviewCreate: {
    schema: reviewCreateSchema,
    valid: { businessId: 1, rating: 5, comment: 'Great work' },
    multi: ['comment'],
  },
  searchCreate: {
    schema: searchCreateSchema,
    valid: { query: 'Need a plumber', categoryId: 1, district: 'Kampala', location: 'Ntinda', details: 'Ground floor' },
    single: ['location'],
    multi: ['query', 'details'],
    formatted: ['district'],
  },
  reviewReply: {
    schema: reviewReplySchema,
    valid: { reply: 'Thank you for the kind words' },
    multi: ['reply'],
  },
  searchDelete: { schema: searchDeleteSchema, valid: { reason: 'Duplicate' }, multi: ['reason'] },
  surveyCreate: { schema: surveyCreateSchema, valid: survey, single: ['name'], multi: ['description'] },
  surveyUpdate: { schema: surveyUpdateSchema, valid: survey, single: ['name'], multi: ['description'] },
  surveyQuestion: {
    schema: surveyQuestionSchema,
    valid: { type: 'multiple_choice', question: 'Which?', options: ['Radio', 'Friend'] },
    single: ['question'],
    formatted: ['type'],
  },
  surveyResponseCreate: {
    schema: surveyResponseCreateSchema,
    valid: { surveyId: 1, answers: {}, name: 'Ann', email: 'ann@example.ug', phoneNumber: '+256 700 000000' },
    single: ['name'],
    formatted: ['email', 'phoneNumber'],
  },
  profileUpdate: {
    schema: profileUpdateSchema,
    valid: { firstName: 'Amina', lastName: 'Nakato', phone: '+256 700 000000', location: 'Gulu', bio: 'Tailor' },
    single: ['firstName', 'lastName', 'location'],
    multi: ['bio'],
    // The e-mail is read-only: the service refuses any value other than the stored address.
    formatted: ['phone', 'phoneNumber', 'email'],
  },
  userStatus: {
    schema: userStatusUpdateSchema,
    valid: { action: 'suspend', reason: 'Spam' },
    multi: ['reason'],
    formatted: ['action'],
  },
  userRole: {
    schema: userRoleUpdateSchema,
    valid: { role: 'VENDOR', reason: 'Opened a shop' },
    multi: ['reason'],
    formatted: ['role'],
  },
};

const REFUSED = {
  NUL: '\u0000',
  'a C0 control': '\u0007',
  DEL: '\u007F',
  'a C1 control (NEL)': '\u0085',
  'right-to-left override': '\u202E',
  'left-to-right embedding': '\u202A',
  'first-strong isolate': '\u2068',
  'pop directional isolate': '\u2069',
  'a lone high surrogate': '\uD800',
  'a lone low surrogate': '\uDC00',
};
const INVISIBLE_ONLY = {
  'zero-width spaces': '\u200B\u200B',
  'zero-width joiner and non-joiner': '\u200D\u200C',
  'word joiner and BOM': '\u2060\uFEFF',
  'Hangul filler': '\u3164',
  'Hangul choseong filler': '\u115F\u1160',
  'a lone combining mark': '\u0301',
};
const LINE_BREAKS = {
  newline: '\n',
  tab: '\t',
  'carriage return': '\r',
  'line separator (U+2028)': '\u2028',
  'paragraph separator (U+2029)': '\u2029',
};

/** The object schema under a refine or transform. */
function shapeOf(schema: z.ZodType): Record<string, unknown> {
  if (schema instanceof z.ZodObject) return schema.shape;
  if (schema instanceof z.ZodPipe) return shapeOf(schema.in as z.ZodType);
  throw new Error('not an object schema');
}
/** `bad` between visible characters, so no clean-up at the ends can remove it. */
const inMiddle = (text: string, bad: string) =>
  text.length > 2 ? `${text.slice(0, 2)}${bad}${text.slice(2)}` : `${text}${bad}${text}`;
const issuesAt = (result: z.ZodSafeParseResult<unknown>, field: string) =>
  result.error?.issues.filter((i) => i.path[0] === field).map((i) => i.message) ?? [];

const textFields = Object.entries(CASES).flatMap(([name, c]) => [
  ...(c.single ?? []).map((field) => ({ name, c, field, multiline: false })),
  ...(c.multi ?? []).map((field) => ({ name, c, field, multiline: true })),
]);

describe('every write schema', () => {
  it.each(Object.entries(CASES))('%s accepts its valid example', (_name, c) => {
    expect(c.schema.safeParse(c.valid).error?.issues).toBeUndefined();
  });

  it.each(Object.entries(CASES))('%s: every text field is listed here', (_name, c) => {
    const listed = new Set([...(c.single ?? []), ...(c.multi ?? []), ...(c.formatted ?? [])]);
    const texts = Object.keys(shapeOf(c.schema)).filter((key) => {
      const probe = c.schema.safeParse({ ...c.valid, [key]: 'Plain text' });
      return probe.success && typeof (probe.data as Record<string, unknown>)[key] === 'string';
    });
    expect(texts.filter((key) => !listed.has(key))).toEqual([]);
  });

  it.each(Object.entries(CASES))('%s: no field keeps a refused character', (_name, c) => {
    for (const key of Object.keys(shapeOf(c.schema))) {
      for (const bad of Object.values(REFUSED)) {
        const base = typeof c.valid[key] === 'string' ? (c.valid[key] as string) : 'Some text';
        const result = c.schema.safeParse({ ...c.valid, [key]: inMiddle(base, bad) });
        if (result.success) expect(JSON.stringify(result.data)).not.toContain(JSON.stringify(bad).slice(1, -1));
      }
    }
  });
});

describe.each(textFields.map((f) => [`${f.name}.${f.field}`, f] as const))('%s', (_label, { c, field, multiline }) => {
  const base = String(c.valid[field]);
  const withValue = (value: string) => c.schema.safeParse({ ...c.valid, [field]: value });

  it.each(Object.entries(REFUSED))('refuses %s with a message on the field', (_what, bad) => {
    const messages = issuesAt(withValue(inMiddle(base, bad)), field);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/control character|text-direction override|broken character/);
  });

  it.each(Object.entries(INVISIBLE_ONLY))('takes %s alone as blank or refuses it', (_what, invisible) => {
    const result = withValue(invisible);
    if (result.success) expect((result.data as Record<string, unknown>)[field] ?? '').toBe('');
    else expect(issuesAt(result, field)).toHaveLength(1);
  });

  it('strips invisible characters at either end, keeps joiners inside', () => {
    const result = withValue(`\u200B\uFEFF ${base}\u2060\u200D`);
    expect((result.data as Record<string, unknown>)[field]).toBe(base);
    const family = withValue(field === 'emoji' ? '👨‍👩‍👧' : `${base} 👨‍👩‍👧`);
    expect(family.error?.issues).toBeUndefined();
  });

  it.each(Object.entries(LINE_BREAKS))(
    multiline ? 'keeps a %s inside (CR LF becomes LF)' : 'refuses a %s inside',
    (_what, brk) => {
      const result = withValue(inMiddle(base, brk));
      if (multiline)
        expect((result.data as Record<string, unknown>)[field]).toBe(inMiddle(base, brk === '\r' ? '\n' : brk));
      else expect(issuesAt(result, field)[0]).toMatch(/control character or a line break/);
    },
  );

  it('keeps ordinary text of any script', () => {
    for (const text of [
      'Café Nakasero 1',
      'Ssebaggala Ŋanda',
      'مطعم النيل الكبير',
      'नमस्ते दुनिया भर',
      '日本の店舗へようこそ',
    ]) {
      const value = field === 'emoji' ? '🔧' : text;
      const result = withValue(value);
      expect(result.error?.issues).toBeUndefined();
    }
  });
});

describe('nested text', () => {
  it('refuses an unsafe survey option with its path', () => {
    const result = surveyQuestionSchema.safeParse({
      type: 'multiple_choice',
      question: 'Which?',
      options: ['A', 'B\u202E'],
    });
    expect(result.error?.issues[0]).toMatchObject({ path: ['options', 1], message: expect.stringMatching(/override/) });
  });

  it('refuses a survey text answer with a control character, and takes an invisible one as blank', () => {
    const questions = [{ id: 1, type: 'text' as const, required: false, options: [] }];
    expect(checkSurveyAnswers(questions, { '1': 'ok\u0000' })).toMatchObject({
      ok: false,
      errors: { 'answers.1': expect.stringMatching(/control character/) },
    });
    expect(checkSurveyAnswers(questions, { '1': '\u200B\u3164' })).toEqual({ ok: true, answers: {} });
    expect(checkSurveyAnswers(questions, { '1': 'line one\r\nline two' })).toEqual({
      ok: true,
      answers: { '1': 'line one\nline two' },
    });
  });

  it('cleans the same way on both sides', () => {
    expect(cleanText('\u200B Kampala \uFEFF')).toBe('Kampala');
  });
});
