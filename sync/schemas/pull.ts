/**
 * The records a device keeps, in the shapes of the API's JSON views (docs/screens.md "API"):
 * the pull protocol (sync/protocol.ts) carries them compactly and the client store rebuilds
 * these shapes, so a screen reads the same object offline as it would from the API.
 * Times are ISO strings, money whole USh.
 */
import type { BusinessHours } from './business';
import type { WhenNeeded } from './search';

export type CategoryRecord = {
  id: number;
  name: string;
  description: string;
  image: string | null;
  emoji: string;
  /** Comma-separated subcategories. */
  tags: string;
  createdAt: string;
  updatedAt: string;
  /**
   * False once an admin deactivated it: it leaves the public lists and takes no new requests,
   * businesses or product reviews (docs/product.md "Categories"). Absent means active.
   */
  isActive?: boolean;
  /** Active businesses of the category, counted on the device from the businesses it holds. */
  _count: { businesses: number };
};

type ProductKind = 'product' | 'service';

export type ProductRecord = {
  id: number;
  businessId: number;
  kind: ProductKind;
  name: string;
  description: string;
  price: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  currency: string;
  image: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A business as GET /api/businesses/details/{id} answers it. */
export type BusinessRecord = {
  id: number;
  name: string;
  categoryId: number;
  category: { id: number; name: string; emoji: string; image: string | null };
  description: string | null;
  tagline: string | null;
  city: string | null;
  district: string | null;
  subCategory: string | null;
  whatsapp: string | null;
  email: string | null;
  website: string | null;
  tiktokUsername: string | null;
  logo: string | null;
  isVerified: boolean;
  /** Public records are always active; the owner's own business may not be. */
  isActive: boolean;
  rating: number;
  totalReviews: number;
  visits: number;
  /**
   * Its response time: the median minutes from lead to quote over 90 days, null with fewer than 3
   * quotes (docs/product.md "Response time"); shown as "Usually quotes within 2 hours" and sorted by.
   */
  responseMinutes: number | null;
  /**
   * When an admin granted the Verified badge and what was checked, comma-separated 'phone' and
   * 'registration' (docs/product.md "Verification"); null unless verified. Absent on records a
   * device stored before these fields existed.
   */
  verifiedAt?: string | null;
  verifiedChecks?: string | null;
  /** Opening hours per weekday (sync/schemas/business.ts); absent on records stored before them. */
  hours?: BusinessHours | null;
  _count: { reviews: number; products: number };
  products: ProductRecord[];
};

export type ReviewStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export type BusinessReviewRecord = {
  id: number;
  businessId: number;
  userId: number;
  rating: number;
  comment: string | null;
  status: ReviewStatus;
  isFlagged: boolean;
  createdAt: string;
  user: { firstName: string; lastName: string; avatar: string | null };
  /** "Hired through Soko": the author had a quote of this business accepted. */
  hired: boolean;
  /** The business owner's one reply, shown under the review. */
  reply: { text: string; createdAt: string } | null;
  /** On the author's own reviews (GET /reviews/my-reviews). */
  business?: { id: number; name: string; logo: string | null; category: { name: string } };
};

export type ProductReviewRecord = {
  id: number;
  userId: number;
  categoryId: number;
  name: string;
  rating: number;
  imageUrl: string | null;
  image: string | null;
  boughtFrom: string | null;
  amount: string | null;
  comment: string | null;
  upvotes: number;
  downvotes: number;
  isFlagged: boolean;
  /** Pulled rows are approved; the author's own section (MineSections) also holds pending and rejected ones. */
  status?: ReviewStatus;
  createdAt: string;
  user: { firstName: string; lastName: string };
};

export type VoteDirection = 'up' | 'down';

export type BidStatus = 'PENDING' | 'ACCEPTED' | 'DECLINED';

/** A quote on the customer's request, with the business that sent it (the quotes modal). */
export type QuoteRecord = {
  id: number;
  leadId: number;
  searchId: number;
  businessId: number;
  amount: number;
  message: string;
  estimatedDuration: string;
  status: BidStatus;
  createdAt: string;
  submittedAt: string;
  updatedAt: string;
  business: {
    id: number;
    name: string;
    rating: number;
    totalReviews: number;
    location: string;
    city: string | null;
    district: string | null;
    logo: string | null;
    isVerified: boolean;
    /** The business's public WhatsApp number (its profile shows it too). */
    whatsapp: string | null;
    /**
     * Its response time in minutes (docs/product.md "Response time"); null with too few quotes.
     * Absent on quotes a device stored before it was sent.
     */
    responseMinutes?: number | null;
  };
  /** The business's contact card: only on the accepted quote, only to the customer who accepted it. */
  contact: QuoteContact | null;
};

export type QuoteContact = {
  name: string;
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  website: string | null;
};

export type SearchStatus = 'active' | 'completed' | 'closed' | 'expired';

/**
 * A customer's own service request as GET /searches/my-searches lists it (`bids` are summaries),
 * plus `quotes`: its quotes whole, as GET /searches/{id}/bids answers them.
 */
export type SearchRecord = {
  id: number;
  query: string;
  district: string | null;
  /** The area or town. */
  location: string | null;
  budget: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  neededBy: WhenNeeded;
  details: string | null;
  /** When the customer marked the hired job done, else null. */
  doneAt: string | null;
  categoryId: number;
  category: { id: number; name: string };
  userId: number;
  /** Derived when pulled; the device re-derives `expired` from expiresAt as time passes. */
  status: SearchStatus;
  createdAt: string;
  expiresAt: string;
  totalBids: number;
  totalLeads: number;
  _count: { bids: number; leads: number };
  bids: { id: number; status: BidStatus; amount: number; businessId: number; businessName: string }[];
  quotes: QuoteRecord[];
};

type LeadStatus = 'NEW' | 'BID_SENT' | 'DECLINED';

/** A lead of the vendor's business (GET /searches/getmyleads/{businessId}), with its request. */
export type LeadRecord = {
  id: number;
  /** Added by the pull: the vendor's business the lead belongs to. */
  businessId: number;
  status: LeadStatus;
  canBid: boolean;
  existingBid: {
    id: number;
    amount: number;
    message: string;
    estimatedDuration: string;
    status: BidStatus;
    submittedAt: string;
  } | null;
  createdAt: string;
  expiresAt: string;
  search: {
    id: number;
    query: string;
    district: string | null;
    location: string | null;
    budget: number | null;
    minPrice: number | null;
    maxPrice: number | null;
    neededBy: WhenNeeded;
    details: string | null;
    createdAt: string;
    expiresAt: string;
    status: SearchStatus;
    category: { name: string };
    /**
     * The customer: the last name's initial only, and no phone, until this business's quote was
     * accepted (docs/product.md "Requests and quotes").
     */
    user: { firstName: string; lastName: string; phone: string | null };
    totalBids: number;
  };
};

type DeliveryStatus = 'PENDING' | 'ENROUTE' | 'DELIVERED' | 'CANCELLED';

export type DeliveryRecord = {
  id: number;
  businessId: number;
  receiver_name: string;
  receiver_number: string;
  fare: number;
  item_name: string;
  item_description: string | null;
  delivery_address: string;
  weight: number | null;
  status: DeliveryStatus;
  /**
   * Why an admin cancelled it; null when its vendor cancelled it or it is not cancelled. Absent on
   * deliveries a device stored before it was sent.
   */
  cancel_reason?: string | null;
  createdAt: string;
  updatedAt: string;
  business: { name: string; logo: string | null; owner: { firstName: string; lastName: string } };
};
