import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SortOption } from '../../../sync/constants';

/** The sort choices' names, in the reader's language (the directory's and a category's select). */
export const SORT_LABELS: Record<SortOption, MessageDescriptor> = {
  relevance: msg`Most Relevant`,
  rating: msg`Highest Rated`,
  reviews: msg`Most Reviews`,
  response: msg`Fastest Response`,
  'price-asc': msg`Price: Low to High`,
  'price-desc': msg`Price: High to Low`,
};
