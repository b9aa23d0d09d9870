/**
 * Static Ugandan reference data for the seeders (`seed.ts`): categories with their subcategory
 * tags, trade words and typical offers; districts and towns; personal names; review texts and
 * the fixed stories of the demo (requests, messages, surveys). Data only, no logic.
 * Prices are whole Uganda shillings. Tables keep one row per line and word lists are wrapped by
 * hand (`prettier-ignore`): prettier would spread each row, or each word, over its own lines.
 */

interface OfferSeed {
  name: string;
  kind: 'product' | 'service';
  min: number;
  max: number;
  /** A single listed price rather than a range. */
  fixed?: boolean;
  description: string;
}

export interface CategorySeed {
  name: string;
  emoji: string;
  description: string;
  /** Subcategories; stored joined with ', '. */
  tags: readonly string[];
  /** Words that end a business name of this trade ("… Auto Garage"). */
  trades: readonly string[];
  /** Completes "{name} … in {town}, {district}." */
  about: string;
  taglines: readonly string[];
  offers: readonly OfferSeed[];
  /** Praise that only fits this trade, mixed into good reviews. */
  praise: readonly string[];
}

// prettier-ignore
export const CATEGORIES: readonly CategorySeed[] = [
  {
    name: 'Food & Catering',
    emoji: '🍲',
    description: 'Restaurants, local food joints and caterers for offices, parties and weddings.',
    tags: ['Catering', 'Local Dishes', 'Takeaway', 'Rolex', 'Event Catering', 'Fresh Juice'],
    trades: ['Kitchen', 'Catering Services', 'Eats', 'Restaurant', 'Food Corner'],
    about: 'cooks fresh local food — matooke, luwombo, pilau and rolex — for walk-in customers and events',
    taglines: ['Home-cooked taste, every day', 'We cook, you celebrate', 'Luwombo the way mum makes it'],
    offers: [
      { name: 'Event Catering (per plate)', kind: 'service', min: 15_000, max: 35_000, description: 'Buffet with matooke, rice, chicken, beef stew, greens and juice.' },
      { name: 'Rolex & Chapati Combo', kind: 'product', min: 3_000, max: 3_000, fixed: true, description: 'Two-egg rolex with tomatoes, cabbage and a fresh chapati.' },
      { name: 'Chicken Luwombo Platter', kind: 'product', min: 25_000, max: 45_000, description: 'Chicken steamed in banana leaves with groundnut sauce, serves two.' },
      { name: 'Office Lunch Delivery', kind: 'service', min: 10_000, max: 20_000, description: 'Daily lunch boxes delivered to your office before 1pm.' },
      { name: 'Fresh Passion Juice (1 litre)', kind: 'product', min: 5_000, max: 8_000, description: 'Freshly squeezed, no added sugar.' },
      { name: 'Whole Roast Goat', kind: 'product', min: 450_000, max: 700_000, description: 'Spit-roasted goat for parties, carved on site.' },
    ],
    praise: ['The luwombo was just like home.', 'Food arrived hot and on time for our office lunch.'],
  },
  {
    name: 'Bakeries',
    emoji: '🎂',
    description: 'Bakeries and cake makers: daily bread, birthday and wedding cakes, pastries and snacks.',
    tags: ['Bread', 'Cakes', 'Pastries', 'Wedding Cakes', 'Birthday Cakes', 'Cookies'],
    trades: ['Bakery', 'Fresh Bakery', 'Cakes & Pastries', 'Cake House', 'Bakers'],
    about: 'bakes fresh bread, cakes and pastries every morning',
    taglines: ['Fresh from the oven every morning', 'Cakes for every celebration', 'Baked with love, delivered fresh'],
    offers: [
      { name: 'Birthday Cake', kind: 'product', min: 45_000, max: 180_000, description: 'Vanilla, chocolate or red velvet, decorated to your theme. Order two days ahead.' },
      { name: 'Wedding Cake (3 tiers)', kind: 'product', min: 350_000, max: 1_200_000, description: 'Three-tier fruit or sponge cake with fondant finish and delivery to the venue.' },
      { name: 'White Bread Loaf', kind: 'product', min: 5_000, max: 5_000, fixed: true, description: 'Soft sliced loaf, baked before 6am daily.' },
      { name: 'Cupcakes (dozen)', kind: 'product', min: 24_000, max: 36_000, description: 'Twelve frosted cupcakes in assorted flavours.' },
      { name: 'Mandazi & Samosa Platter', kind: 'product', min: 20_000, max: 50_000, description: 'Snack platter for meetings and parties.' },
      { name: 'Custom Cake Design', kind: 'service', min: 30_000, max: 100_000, description: 'Design consultation and sugar-art toppers for special cakes.' },
    ],
    praise: ['The birthday cake was moist and beautifully decorated.', 'Bread is always fresh when I pass in the morning.'],
  },
  {
    name: 'Salons & Beauty',
    emoji: '💇',
    description: 'Hair salons, barbers, nail bars, make-up artists and wig shops.',
    tags: ['Hair Braiding', 'Barber', 'Nails', 'Makeup', 'Wigs', 'Spa'],
    trades: ['Beauty Salon', 'Hair & Beauty', 'Salon', 'Barber Shop', 'Beauty Parlour'],
    about: 'does braids, weaves, nails and bridal make-up with a friendly team',
    taglines: ['Look good, feel good', 'Your crown, our craft', 'Bridal beauty specialists'],
    offers: [
      { name: 'Box Braids', kind: 'service', min: 60_000, max: 150_000, description: 'Medium or long box braids, extensions included.' },
      { name: "Men's Haircut", kind: 'service', min: 10_000, max: 10_000, fixed: true, description: 'Clean cut with hot towel finish.' },
      { name: 'Gel Manicure', kind: 'service', min: 25_000, max: 40_000, description: 'Long-lasting gel polish, any colour.' },
      { name: 'Bridal Makeup', kind: 'service', min: 150_000, max: 400_000, description: 'Trial session plus wedding-day make-up for the bride.' },
      { name: 'Human Hair Wig', kind: 'product', min: 250_000, max: 900_000, description: 'Brazilian and Peruvian hair, styled to fit.' },
      { name: 'Dreadlocks Retwist', kind: 'service', min: 30_000, max: 60_000, description: 'Retwist and styling for locs of any length.' },
    ],
    praise: ['My braids lasted six weeks and still looked neat.', 'Best bridal make-up, it stayed on all day.'],
  },
  {
    name: 'Auto Repair',
    emoji: '🔧',
    description: 'Garages, mechanics, panel beaters, tyre shops and spare parts dealers.',
    tags: ['Mechanics', 'Panel Beating', 'Tyres', 'Car Wash', 'Auto Spares', 'Wheel Alignment'],
    trades: ['Auto Garage', 'Motors', 'Auto Spares', 'Car Care', 'Garage'],
    about: 'services and repairs Toyotas, Subarus and boda bodas with genuine spare parts',
    taglines: ['Genuine parts, honest mechanics', 'Back on the road the same day', 'Your car in safe hands'],
    offers: [
      { name: 'Full Car Service', kind: 'service', min: 150_000, max: 350_000, description: 'Oil, filters, plugs and a 30-point check.' },
      { name: 'Panel Beating & Spraying', kind: 'service', min: 300_000, max: 1_500_000, description: 'Dent repair and colour-matched spray painting.' },
      { name: 'Wheel Alignment', kind: 'service', min: 40_000, max: 40_000, fixed: true, description: 'Computerised alignment for saloon cars and SUVs.' },
      { name: 'Brake Pads (Toyota)', kind: 'product', min: 80_000, max: 180_000, description: 'Front or rear pads for Premio, Allion, Noah and Harrier.' },
      { name: 'Car Wash', kind: 'service', min: 15_000, max: 15_000, fixed: true, description: 'Body wash, vacuum and tyre shine.' },
      { name: 'Engine Diagnostics', kind: 'service', min: 50_000, max: 100_000, description: 'Computer scan and a written report of faults.' },
    ],
    praise: ['They found the fault other garages missed.', 'Fair price and they showed me the old parts.'],
  },
  {
    name: 'Electronics & Phones',
    emoji: '📱',
    description: 'Phone and laptop shops, repairs, accessories, TVs and solar electronics.',
    tags: ['Phone Repair', 'Phones', 'Accessories', 'Laptops', 'TVs', 'Solar Electronics'],
    trades: ['Electronics', 'Phone Repair', 'Mobile World', 'Tech Shop', 'Gadgets'],
    about: 'sells and repairs phones, laptops and TVs, with warranty on every repair',
    taglines: ['Fixed today, or you do not pay', 'Original phones, fair prices', 'Your gadget doctor'],
    offers: [
      { name: 'Phone Screen Replacement', kind: 'service', min: 80_000, max: 350_000, description: 'Original screens for Tecno, Infinix, Samsung and iPhone.' },
      { name: 'Tecno Spark Smartphone', kind: 'product', min: 450_000, max: 650_000, description: 'Brand new, boxed, with one-year warranty.' },
      { name: 'Laptop Repair', kind: 'service', min: 50_000, max: 300_000, description: 'Keyboard, screen, charging port and software repairs.' },
      { name: '32-inch Smart TV', kind: 'product', min: 550_000, max: 850_000, description: 'Android smart TV with free delivery within town.' },
      { name: 'Power Bank 20000mAh', kind: 'product', min: 60_000, max: 120_000, description: 'Fast-charging power bank for load-shedding days.' },
      { name: 'Solar Home System', kind: 'product', min: 350_000, max: 1_200_000, description: 'Panel, battery and four lights with phone charging.' },
    ],
    praise: ['My phone screen was replaced in one hour.', 'Genuine phone, the warranty card was stamped.'],
  },
  {
    name: 'Construction & Hardware',
    emoji: '🧱',
    description: 'Hardware shops, building materials, roofing, tiles, masons and painters.',
    tags: ['Building Materials', 'Hardware', 'Roofing', 'Tiles', 'Masonry', 'Paint'],
    trades: ['Hardware', 'Building Supplies', 'Construction Co.', 'Hardware & Paints'],
    about: 'supplies cement, iron sheets, tiles and tools, and delivers to site',
    taglines: ['Everything for your building site', 'Build strong, build once', 'Delivered to your site'],
    offers: [
      { name: 'Cement (50 kg bag)', kind: 'product', min: 33_000, max: 38_000, description: 'Tororo and Hima cement, delivery for 20 bags and above.' },
      { name: 'Iron Sheets (gauge 28)', kind: 'product', min: 32_000, max: 48_000, description: 'Pre-painted and plain sheets in 3 m lengths.' },
      { name: 'Building Sand (tipper)', kind: 'product', min: 350_000, max: 550_000, description: 'Lake sand delivered by tipper lorry.' },
      { name: 'Floor Tiling (per m²)', kind: 'service', min: 25_000, max: 45_000, description: 'Laying of ceramic and porcelain tiles by skilled masons.' },
      { name: 'Interior Painting (per room)', kind: 'service', min: 150_000, max: 400_000, description: 'Two coats, paint included.' },
      { name: 'Hardware Tools Set', kind: 'product', min: 120_000, max: 300_000, description: 'Hammer, saw, spirit level, trowel and tape measure.' },
    ],
    praise: ['They delivered the cement to site the same afternoon.', 'Good prices on iron sheets compared to Kikuubo.'],
  },
  {
    name: 'Tailoring & Fashion',
    emoji: '🧵',
    description: 'Tailors, designers, boutiques and traditional wear: gomesi, kanzu and kitenge.',
    tags: ['Tailoring', 'Gomesi', 'Kanzu', 'African Print', 'Shoes', 'Second-hand Clothes'],
    trades: ['Fashion House', 'Tailors', 'Designs', 'Boutique', 'Fashions'],
    about: 'tailors gomesi, kanzu, kitenge outfits and suits to measure',
    taglines: ['Made to measure, made to last', 'Proudly African fashion', 'Your style, our stitches'],
    offers: [
      { name: 'Gomesi Tailoring', kind: 'service', min: 120_000, max: 350_000, description: 'Busuuti with sash, fabric of your choice, ready in a week.' },
      { name: 'Kanzu', kind: 'product', min: 80_000, max: 200_000, description: 'Embroidered kanzu for introductions and weddings.' },
      { name: 'Kitenge Dress', kind: 'product', min: 70_000, max: 180_000, description: 'African print dress, any style from your photo.' },
      { name: "Men's Suit (made to measure)", kind: 'service', min: 350_000, max: 900_000, description: 'Two-piece suit, two fittings included.' },
      { name: 'Alterations', kind: 'service', min: 5_000, max: 20_000, description: 'Hemming, resizing and zips while you wait.' },
      { name: 'School Uniform Set', kind: 'product', min: 45_000, max: 80_000, description: 'Shirt, shorts or skirt and sweater for primary schools.' },
    ],
    praise: ['My gomesi fit perfectly for the introduction.', 'They finished the suit two days early.'],
  },
  {
    name: 'Health & Pharmacy',
    emoji: '💊',
    description: 'Pharmacies, drug shops, clinics, dentists, laboratories and opticians.',
    tags: ['Pharmacy', 'Clinic', 'Dental', 'Laboratory', 'Optician', 'Herbal'],
    trades: ['Pharmacy', 'Medical Centre', 'Clinic', 'Drug Shop', 'Dental Clinic'],
    about: 'offers consultations, lab tests and genuine medicines with qualified staff',
    taglines: ['Your health, our priority', 'Qualified staff, genuine medicines', 'Open late for your family'],
    offers: [
      { name: 'General Consultation', kind: 'service', min: 20_000, max: 50_000, description: 'See a clinical officer or doctor, no appointment needed.' },
      { name: 'Malaria Test', kind: 'service', min: 10_000, max: 10_000, fixed: true, description: 'Rapid test with results in 20 minutes.' },
      { name: 'Dental Cleaning', kind: 'service', min: 80_000, max: 150_000, description: 'Scaling and polishing by a dental surgeon.' },
      { name: 'Eye Test & Glasses', kind: 'service', min: 100_000, max: 450_000, description: 'Eye examination and prescription glasses in two days.' },
      { name: 'Blood Pressure Monitor', kind: 'product', min: 90_000, max: 180_000, description: 'Digital upper-arm monitor for home use.' },
      { name: 'Full Blood Count', kind: 'service', min: 25_000, max: 25_000, fixed: true, description: 'Laboratory test, results the same day.' },
    ],
    praise: ['The nurse was patient and explained everything.', 'They had the medicine other pharmacies did not.'],
  },
  {
    name: 'Events & Decor',
    emoji: '🎉',
    description: 'Decorators, tents and chairs, MCs, DJs and planners for weddings and introductions.',
    tags: ['Decor', 'Tents & Chairs', 'MC', 'DJ & Sound', 'Introduction Ceremonies', 'Wedding Planning'],
    trades: ['Events', 'Decor & Events', 'Party Hire', 'Events Management'],
    about: 'decorates and equips weddings, introductions and parties, tents and sound included',
    taglines: ['Your day, perfectly planned', 'Kwanjula and wedding specialists', 'We set up, you celebrate'],
    offers: [
      { name: 'Wedding Decor Package', kind: 'service', min: 1_500_000, max: 6_000_000, description: 'Stage, tables, flowers and lighting for up to 300 guests.' },
      { name: 'Tent & 100 Chairs Hire', kind: 'service', min: 350_000, max: 700_000, description: 'Tent, chairs with covers, set-up and collection.' },
      { name: 'MC Services', kind: 'service', min: 300_000, max: 1_500_000, description: 'Bilingual MC for weddings and corporate events.' },
      { name: 'DJ & Sound System', kind: 'service', min: 400_000, max: 1_200_000, description: 'PA system, DJ and lighting for up to eight hours.' },
      { name: 'Introduction (Kwanjula) Decor', kind: 'service', min: 800_000, max: 3_500_000, description: 'Traditional decor with mats, backdrops and gift tables.' },
      { name: 'Birthday Party Setup', kind: 'service', min: 250_000, max: 800_000, description: 'Balloons, backdrop and table styling for kids and adults.' },
    ],
    praise: ['Our kwanjula decor was the talk of the village.', 'The tent was up by 7am as promised.'],
  },
  {
    name: 'Boda Boda & Transport',
    emoji: '🏍️',
    description: 'Boda boda riders, couriers, car hire, moving trucks, airport transfers and tours.',
    tags: ['Boda Boda', 'Courier', 'Car Hire', 'Moving Trucks', 'Airport Transfer', 'Tours'],
    trades: ['Transporters', 'Couriers', 'Boda Riders', 'Car Hire', 'Tours & Travel'],
    about: 'moves people and parcels around town and upcountry, day and night',
    taglines: ['Fast, safe and on time', 'From Entebbe to anywhere', 'Your parcel, our promise'],
    offers: [
      { name: 'Boda Boda Delivery (within Kampala)', kind: 'service', min: 5_000, max: 25_000, description: 'Same-hour parcel delivery by a registered rider with helmet.' },
      { name: 'Car Hire with Driver (per day)', kind: 'service', min: 150_000, max: 300_000, description: 'Saloon car or Noah with an experienced driver, fuel extra.' },
      { name: 'House Moving Truck', kind: 'service', min: 300_000, max: 900_000, description: 'Truck and loaders for moving homes and offices.' },
      { name: 'Entebbe Airport Transfer', kind: 'service', min: 100_000, max: 150_000, description: 'Meet and greet at Entebbe International Airport.' },
      { name: 'Upcountry Parcel Courier', kind: 'service', min: 15_000, max: 60_000, description: 'Next-day delivery to Mbarara, Gulu, Mbale and more.' },
      { name: 'Murchison Falls Safari (3 days)', kind: 'service', min: 1_500_000, max: 3_500_000, description: 'Transport, park fees and guide for a three-day trip.' },
    ],
    praise: ['The rider delivered my parcel within the hour.', 'The driver was early for my 5am airport pick-up.'],
  },
  {
    name: 'Agriculture & Farm Inputs',
    emoji: '🌱',
    description: 'Agro-input shops, seeds, fertilizer, animal feeds, chicks and veterinary services.',
    tags: ['Seeds', 'Fertilizer', 'Animal Feeds', 'Veterinary', 'Poultry', 'Farm Tools'],
    trades: ['Agro Inputs', 'Farm Supplies', 'Agrovet', 'Farmers Centre'],
    about: 'sells certified seeds, fertilizer, feeds and chicks, with advice from an agronomist',
    taglines: ['Better seeds, better harvests', 'Trusted by farmers', 'Feeds, seeds and vet care'],
    offers: [
      { name: 'Hybrid Maize Seed (10 kg)', kind: 'product', min: 70_000, max: 95_000, description: 'Certified Longe and hybrid varieties.' },
      { name: 'NPK Fertilizer (50 kg)', kind: 'product', min: 180_000, max: 240_000, description: 'NPK 17:17:17 for maize, beans and coffee.' },
      { name: 'Layers Mash (70 kg)', kind: 'product', min: 110_000, max: 150_000, description: 'Balanced feed for laying hens.' },
      { name: 'Day-old Chicks (100)', kind: 'product', min: 250_000, max: 400_000, description: 'Vaccinated Kuroiler and broiler chicks.' },
      { name: 'Veterinary Farm Visit', kind: 'service', min: 50_000, max: 150_000, description: 'Vet visit for cattle, goats, pigs and poultry.' },
      { name: 'Knapsack Sprayer', kind: 'product', min: 85_000, max: 150_000, description: '16-litre sprayer for crops and livestock.' },
    ],
    praise: ['The maize seed germinated very well this season.', 'The vet came to the farm the same day.'],
  },
  {
    name: 'Education & Tutoring',
    emoji: '📚',
    description: 'Home tutors, driving schools, computer classes, language and music lessons.',
    tags: ['Home Tutoring', 'Driving School', 'Computer Classes', 'Languages', 'Nursery School', 'Music Lessons'],
    trades: ['Tutors', 'Learning Centre', 'Academy', 'Driving School'],
    about: 'teaches learners of every age, from PLE revision to driving and computer skills',
    taglines: ['Learning made simple', 'From PLE to UACE', 'Skills for life'],
    offers: [
      { name: 'Home Tutoring (per month)', kind: 'service', min: 200_000, max: 600_000, description: 'Qualified teachers for primary and secondary subjects at home.' },
      { name: 'Driving Lessons (full course)', kind: 'service', min: 600_000, max: 1_200_000, description: 'Theory and practical lessons, help with the permit.' },
      { name: 'Computer Packages Course', kind: 'service', min: 150_000, max: 350_000, description: 'Word, Excel, PowerPoint and internet in six weeks.' },
      { name: 'French & Kiswahili Classes', kind: 'service', min: 150_000, max: 400_000, description: 'Evening and weekend classes for beginners.' },
      { name: 'Piano & Guitar Lessons', kind: 'service', min: 200_000, max: 450_000, description: 'Weekly lessons for children and adults.' },
      { name: 'UNEB Revision Pack', kind: 'product', min: 30_000, max: 60_000, description: 'Past papers with answers for PLE, UCE and UACE.' },
    ],
    praise: ['My son improved from a 3 to a 1 in maths.', 'Patient instructor, I passed my driving test first time.'],
  },
  {
    name: 'Photography & Video',
    emoji: '📸',
    description: 'Photographers, videographers, studios, drone coverage and editing.',
    tags: ['Wedding Photography', 'Video Production', 'Passport Photos', 'Drone', 'Studio Portraits', 'Editing'],
    trades: ['Studios', 'Photography', 'Media', 'Pictures'],
    about: 'captures weddings, graduations and portraits, in the studio or on location',
    taglines: ['Moments that last forever', 'Capture every smile', 'Stories told in pictures'],
    offers: [
      { name: 'Wedding Photography & Video', kind: 'service', min: 1_500_000, max: 5_000_000, description: 'Full-day coverage, edited album and highlight video.' },
      { name: 'Passport Photos (4)', kind: 'service', min: 10_000, max: 10_000, fixed: true, description: 'Printed while you wait, embassy sizes available.' },
      { name: 'Drone Coverage', kind: 'service', min: 400_000, max: 1_200_000, description: 'Aerial photos and video by a licensed pilot.' },
      { name: 'Studio Family Portrait', kind: 'service', min: 150_000, max: 350_000, description: 'One-hour studio session with five framed prints.' },
      { name: 'Graduation Photo Shoot', kind: 'service', min: 100_000, max: 300_000, description: 'On-campus shoot with 30 edited photos.' },
      { name: 'Music Video Production', kind: 'service', min: 800_000, max: 3_000_000, description: 'Concept, shooting and editing for artists.' },
    ],
    praise: ['The wedding album came out beautiful.', 'Photos were ready in three days as promised.'],
  },
  {
    name: 'Plumbing & Electrical',
    emoji: '🔌',
    description: 'Plumbers, electricians, solar installers, borehole drillers and appliance repair.',
    tags: ['Plumbing', 'Wiring', 'Solar Installation', 'Borehole', 'Water Tanks', 'Appliance Repair'],
    trades: ['Electricals', 'Plumbers', 'Solar & Electrical', 'Engineering Services'],
    about: 'fixes pipes, wiring and solar systems for homes and businesses, with certified technicians',
    taglines: ['No leak too small', 'Safe wiring, bright homes', 'Power and water, sorted'],
    offers: [
      { name: 'House Wiring (per room)', kind: 'service', min: 150_000, max: 350_000, description: 'Wiring to UMEME standards with quality cables.' },
      { name: 'Solar Installation', kind: 'service', min: 1_200_000, max: 6_000_000, description: 'Panels, inverter and batteries sized to your home.' },
      { name: 'Plumbing Repair Call-out', kind: 'service', min: 30_000, max: 80_000, description: 'Leaks, blocked drains and tap replacement.' },
      { name: 'Water Tank 5,000 L', kind: 'product', min: 1_200_000, max: 1_600_000, description: 'Plastic tank with delivery and stand installation.' },
      { name: 'Borehole Drilling', kind: 'service', min: 15_000_000, max: 35_000_000, description: 'Survey, drilling and hand or solar pump.' },
      { name: 'Fridge & Cooker Repair', kind: 'service', min: 60_000, max: 250_000, description: 'Repair of fridges, cookers and washing machines.' },
    ],
    praise: ['The electrician traced the fault quickly.', 'No more leaks, clean work and fair price.'],
  },
  {
    name: 'Cleaning Services',
    emoji: '🧹',
    description: 'House and office cleaning, laundry, fumigation, carpets and garbage collection.',
    tags: ['House Cleaning', 'Office Cleaning', 'Laundry', 'Fumigation', 'Carpet Cleaning', 'Garbage Collection'],
    trades: ['Cleaners', 'Cleaning Services', 'Laundry & Dry Cleaners', 'Hygiene Services'],
    about: 'cleans homes, offices and compounds with trained staff and their own equipment',
    taglines: ['Spotless, every time', 'We clean, you relax', 'Fresh homes, healthy families'],
    offers: [
      { name: 'Deep House Cleaning', kind: 'service', min: 150_000, max: 400_000, description: 'Kitchen, bathrooms, windows and floors in one day.' },
      { name: 'Office Cleaning (monthly)', kind: 'service', min: 600_000, max: 2_500_000, description: 'Daily cleaning with supplies included.' },
      { name: 'Laundry (per kg)', kind: 'service', min: 5_000, max: 5_000, fixed: true, description: 'Washed, ironed and folded in 48 hours.' },
      { name: 'Fumigation', kind: 'service', min: 150_000, max: 500_000, description: 'Cockroach, bedbug and termite control, safe for children.' },
      { name: 'Carpet & Sofa Cleaning', kind: 'service', min: 80_000, max: 250_000, description: 'Shampoo and vacuum at your home.' },
      { name: 'Garbage Collection (monthly)', kind: 'service', min: 30_000, max: 60_000, description: 'Weekly pick-up with bags provided.' },
    ],
    praise: ['The house was sparkling when I got back.', 'No more bedbugs after the fumigation.'],
  },
  {
    name: 'Printing & Branding',
    emoji: '🖨️',
    description: 'Printers, T-shirt branding, signage, banners, cards and embroidery.',
    tags: ['Printing', 'T-shirt Branding', 'Signage', 'Business Cards', 'Banners', 'Embroidery'],
    trades: ['Printers', 'Print & Branding', 'Graphics', 'Signs'],
    about: 'designs and prints cards, banners, branded T-shirts and shop signs',
    taglines: ['Print that gets noticed', 'Your brand, everywhere', 'Fast turnaround, sharp print'],
    offers: [
      { name: 'Business Cards (100)', kind: 'product', min: 40_000, max: 80_000, description: 'Full-colour cards on 350 gsm paper, design included.' },
      { name: 'T-shirt Printing (per piece)', kind: 'product', min: 15_000, max: 30_000, description: 'Screen or heat-press printing, minimum 20 pieces.' },
      { name: 'Pull-up Banner', kind: 'product', min: 180_000, max: 280_000, description: '85 x 200 cm banner with stand and bag.' },
      { name: 'Shop Signage', kind: 'service', min: 350_000, max: 1_500_000, description: 'Light-box and 3D signs, installation included.' },
      { name: 'Wedding Cards (100)', kind: 'product', min: 250_000, max: 700_000, description: 'Invitation cards with envelopes and custom design.' },
      { name: 'Embroidered Caps', kind: 'product', min: 20_000, max: 35_000, description: 'Caps with your logo embroidered, minimum 12 pieces.' },
    ],
    praise: ['The T-shirts for our team came out sharp.', 'The banner was ready overnight for our launch.'],
  },
  {
    name: 'Furniture & Carpentry',
    emoji: '🪑',
    description: 'Carpenters and furniture makers: sofas, beds, office furniture, doors and cabinets.',
    tags: ['Sofas', 'Beds', 'Office Furniture', 'Doors & Windows', 'Kitchen Cabinets', 'Upholstery'],
    trades: ['Furniture Works', 'Carpentry Workshop', 'Furniture Mart', 'Woodworks'],
    about: 'makes sofas, beds, doors and kitchen cabinets from seasoned mahogany and mvule',
    taglines: ['Built to last generations', 'Quality mahogany furniture', 'Custom furniture for your home'],
    offers: [
      { name: '3-Seater Sofa Set', kind: 'product', min: 1_500_000, max: 4_500_000, description: 'Sofa with two chairs, fabric of your choice.' },
      { name: 'Mahogany Bed (5x6)', kind: 'product', min: 1_200_000, max: 2_800_000, description: 'Solid mahogany bed with headboard.' },
      { name: 'Office Desk', kind: 'product', min: 450_000, max: 1_200_000, description: 'Executive desk with drawers.' },
      { name: 'Kitchen Cabinets', kind: 'service', min: 2_500_000, max: 8_000_000, description: 'Measured, built and fitted in your kitchen.' },
      { name: 'Wooden Door with Frame', kind: 'product', min: 450_000, max: 950_000, description: 'Panel door in mvule or mahogany, lock fitted.' },
      { name: 'Sofa Re-upholstery', kind: 'service', min: 350_000, max: 1_000_000, description: 'New foam and fabric for old sofas.' },
    ],
    praise: ['The bed is solid and well finished.', 'They delivered the sofa set on the agreed date.'],
  },
  {
    name: 'IT & Web Services',
    emoji: '💻',
    description: 'Web designers, software developers, networking, CCTV and social media management.',
    tags: ['Web Design', 'Software', 'Networking', 'Computer Repair', 'CCTV', 'Social Media'],
    trades: ['Tech Solutions', 'Web Designs', 'IT Services', 'Systems'],
    about: 'builds websites and systems, installs networks and CCTV, and supports small businesses',
    taglines: ['Technology that works for you', 'Websites that sell', 'Your IT department'],
    offers: [
      { name: 'Business Website', kind: 'service', min: 1_200_000, max: 5_000_000, description: 'Mobile-friendly website with domain, hosting and e-mail for a year.' },
      { name: 'CCTV Installation (4 cameras)', kind: 'service', min: 1_500_000, max: 3_000_000, description: 'HD cameras with phone viewing.' },
      { name: 'Office Network Setup', kind: 'service', min: 800_000, max: 3_000_000, description: 'Cabling, Wi-Fi and router configuration.' },
      { name: 'Laptop Servicing', kind: 'service', min: 50_000, max: 150_000, description: 'Cleaning, antivirus and software updates.' },
      { name: 'Social Media Management (monthly)', kind: 'service', min: 500_000, max: 1_500_000, description: 'Posts, adverts and reports on Facebook, Instagram and TikTok.' },
      { name: 'School Management System', kind: 'service', min: 2_500_000, max: 8_000_000, description: 'Fees, report cards and SMS to parents.' },
    ],
    praise: ['Our website was live in two weeks.', 'They answer quickly whenever the network is down.'],
  },
  {
    name: 'Real Estate & Rentals',
    emoji: '🏠',
    description: 'Rentals, land, property management, hostels, surveyors and short-stay apartments.',
    tags: ['Rentals', 'Land', 'Property Management', 'Hostels', 'Surveying', 'Short Stay'],
    trades: ['Properties', 'Estates', 'Realtors', 'Rentals'],
    about: 'rents, sells and manages houses, apartments and land with verified titles',
    taglines: ['Find your next home', 'Land with genuine titles', 'Property made simple'],
    offers: [
      { name: '2-Bedroom Apartment (monthly rent)', kind: 'service', min: 800_000, max: 2_000_000, description: 'Self-contained apartments with parking and security.' },
      { name: 'Plot of Land (50x100)', kind: 'product', min: 35_000_000, max: 150_000_000, description: 'Titled plots with access roads and water.' },
      { name: 'Property Management', kind: 'service', min: 300_000, max: 1_000_000, description: 'Rent collection, repairs and tenant vetting.' },
      { name: 'Hostel Room (semester)', kind: 'service', min: 900_000, max: 1_800_000, description: 'Single and double rooms near campus.' },
      { name: 'Land Surveying & Title', kind: 'service', min: 1_500_000, max: 4_000_000, description: 'Survey, mutation forms and title processing.' },
      { name: 'Short-stay Apartment (per night)', kind: 'service', min: 120_000, max: 300_000, description: 'Furnished apartment with Wi-Fi and DStv.' },
    ],
    praise: ['The agent showed me genuine title documents.', 'The apartment was exactly as in the photos.'],
  },
  {
    name: 'Mobile Money & Agents',
    emoji: '💵',
    description: 'Mobile money and bank agents, airtime, bill payments, forex and money transfer.',
    tags: ['Mobile Money', 'Airtime', 'Bank Agent', 'Bill Payments', 'Forex', 'Money Transfer'],
    trades: ['Mobile Money Centre', 'Money Point', 'Agency Services', 'Forex Bureau'],
    about: 'handles MTN and Airtel mobile money, bank deposits and bill payments with enough float',
    taglines: ['Float available all day', 'Send, withdraw, pay bills', 'Your money, quickly'],
    offers: [
      { name: 'Mobile Money Withdrawal', kind: 'service', min: 1_000, max: 15_000, description: 'MTN MoMo and Airtel Money, charges as per the network.' },
      { name: 'Airtime & Data Bundles', kind: 'product', min: 1_000, max: 100_000, description: 'All networks, instant top-up.' },
      { name: 'Yaka Token Payment', kind: 'service', min: 1_000, max: 1_000, fixed: true, description: 'Buy UMEME Yaka tokens, receipt by SMS.' },
      { name: 'School Fees Payment', kind: 'service', min: 1_000, max: 3_000, description: 'Pay fees to school bank accounts and SchoolPay.' },
      { name: 'Cross-border Transfer', kind: 'service', min: 5_000, max: 30_000, description: 'Send money to Kenya, Rwanda and South Sudan.' },
      { name: 'SIM Card Registration', kind: 'service', min: 2_000, max: 2_000, fixed: true, description: 'New SIM, replacement and registration with National ID.' },
    ],
    praise: ['They always have float, even on Sunday.', 'Quick service and the receipt came by SMS.'],
  },
];

export interface DistrictSeed {
  district: string;
  towns: readonly string[];
  /** Relative share of businesses. */
  weight: number;
}

export const DISTRICTS: readonly DistrictSeed[] = [
  { district: 'Kampala', towns: ['Kampala Central', 'Nakawa', 'Kawempe', 'Makindye', 'Rubaga'], weight: 34 },
  { district: 'Wakiso', towns: ['Entebbe', 'Kira', 'Nansana', 'Wakiso'], weight: 14 },
  { district: 'Mukono', towns: ['Mukono', 'Seeta'], weight: 5 },
  { district: 'Jinja', towns: ['Jinja', 'Bugembe'], weight: 5 },
  { district: 'Mbarara', towns: ['Mbarara'], weight: 5 },
  { district: 'Gulu', towns: ['Gulu'], weight: 4 },
  { district: 'Lira', towns: ['Lira'], weight: 3 },
  { district: 'Mbale', towns: ['Mbale'], weight: 4 },
  { district: 'Arua', towns: ['Arua'], weight: 3 },
  { district: 'Masaka', towns: ['Masaka'], weight: 3 },
  { district: 'Kabarole', towns: ['Fort Portal'], weight: 3 },
  { district: 'Hoima', towns: ['Hoima'], weight: 2 },
  { district: 'Kasese', towns: ['Kasese'], weight: 2 },
  { district: 'Soroti', towns: ['Soroti'], weight: 2 },
  { district: 'Tororo', towns: ['Tororo'], weight: 2 },
  { district: 'Iganga', towns: ['Iganga'], weight: 2 },
  { district: 'Kabale', towns: ['Kabale'], weight: 2 },
  { district: 'Busia', towns: ['Busia'], weight: 2 },
];

/** Neighbourhoods used in addresses and in business names ("Ntinda Hardware"). */
export const NEIGHBOURHOODS: Readonly<Record<string, readonly string[]>> = {
  'Kampala Central': ['Nakasero', 'Kisenyi', 'Old Kampala', 'Kamwokya'],
  Nakawa: ['Ntinda', 'Bugolobi', 'Kiwatule', 'Naguru'],
  Kawempe: ['Kalerwe', 'Bwaise', 'Mpererwe', 'Kanyanya'],
  Makindye: ['Kabalagala', 'Kansanga', 'Nsambya', 'Muyenga'],
  Rubaga: ['Mengo', 'Nateete', 'Kasubi', 'Lubaga'],
  Entebbe: ['Kitoro', 'Katabi', 'Abaita Ababiri'],
  Kira: ['Najjera', 'Kyaliwajjala', 'Namugongo', 'Bweyogerere'],
  Nansana: ['Nabweru', 'Ganda', 'Gombe'],
  Wakiso: ['Kakiri', 'Matuga'],
  Mukono: ['Kame', 'Nsuube'],
  Seeta: ['Namilyango', 'Bajjo'],
};

// prettier-ignore
export const FEMALE_GIVEN_NAMES = [
  'Sarah', 'Grace', 'Esther', 'Joan', 'Prossy', 'Harriet', 'Patience', 'Doreen', 'Brenda', 'Sharon',
  'Florence', 'Agnes', 'Rebecca', 'Winnie', 'Juliet', 'Rose', 'Irene', 'Christine', 'Phiona', 'Mercy',
] as const;

// prettier-ignore
export const MALE_GIVEN_NAMES = [
  'Brian', 'Joseph', 'Ivan', 'Denis', 'Moses', 'Ronald', 'Isaac', 'Samuel', 'Emmanuel', 'Peter', 'Godfrey',
  'Allan', 'Henry', 'Robert', 'Patrick', 'Julius', 'Edward', 'Paul', 'Fred', 'Richard',
] as const;

// prettier-ignore
export const FEMALE_SURNAMES = [
  'Nakato', 'Babirye', 'Nabirye', 'Akello', 'Atim', 'Achieng', 'Namubiru', 'Nansubuga', 'Kyomuhendo', 'Auma',
  'Apio', 'Nalwoga', 'Namukasa', 'Kemigisha', 'Nakimuli', 'Nanyonga', 'Namutebi', 'Nassali', 'Amony',
  'Nakitende', 'Nambi', 'Kobusingye', 'Katusiime', 'Natukunda',
] as const;

// prettier-ignore
export const MALE_SURNAMES = [
  'Ssemakula', 'Okello', 'Kato', 'Wasswa', 'Opio', 'Ssebunya', 'Mukasa', 'Kizza', 'Lubega', 'Byaruhanga',
  'Odongo', 'Ochieng', 'Wandera', 'Kiggundu', 'Ssali', 'Waiswa', 'Otim', 'Ogwang', 'Kasozi', 'Ssekandi',
  'Kabuye', 'Okot', 'Lutaaya', 'Ssentongo', 'Muwonge',
] as const;

/** Names used by either sex. */
// prettier-ignore
export const SHARED_SURNAMES = [
  'Mugisha', 'Tumusiime', 'Mwesigwa', 'Asiimwe', 'Ninsiima', 'Atuhaire', 'Twinomugisha', 'Ahimbisibwe',
  'Ainembabazi',
] as const;

/** Words that start brand-style business names ("Mukwano Auto Garage"). */
// prettier-ignore
export const BRAND_WORDS = [
  'Mukwano', 'Tusubira', 'Kwagala', 'Amani', 'Ebenezer', 'Royal', 'Prime', 'Bright Star', 'Pearl', 'Crane',
  'Nile', 'Rwenzori', 'Victoria', 'Jubilee', 'Unity', 'Good Hope', 'Blessed', 'Smart', 'Elgon', 'Zion',
  'Kisakye', 'Mirembe', 'Nsiima', 'Tukole',
] as const;

/** The network prefixes of +256 mobile numbers (MTN 77/78/76, Airtel 70/75/74). */
export const PHONE_PREFIXES = ['772', '782', '776', '701', '752', '740', '703', '756', '774', '787'] as const;

export const DESCRIPTION_EXTRAS = [
  'Orders are taken on WhatsApp and we deliver across {district}.',
  'Open Monday to Saturday, 8am to 7pm.',
  'Mobile Money and cash accepted.',
  'Serving our community since {year}.',
  'Ask about our discounts for regular customers.',
  'Find us near the main taxi stage.',
] as const;

export const GOOD_REVIEW_COMMENTS = [
  'Very professional and friendly service. I will definitely come back.',
  'They kept time and the quality was excellent. Highly recommended!',
  'Good value for money and they answered my WhatsApp quickly.',
  'Webale nnyo! Everything was done exactly as we agreed.',
  'Honest people, fair prices, no stories.',
  'I found them on Soko and was not disappointed.',
  'Clean place and polite staff.',
  'Second time using them, still top quality.',
  'They even delivered to my home in the evening.',
  'Great customer care, they called to follow up.',
] as const;

export const MIXED_REVIEW_COMMENTS = [
  'Good work but they were one day late.',
  'Fair service, a bit pricey for what you get.',
  'The work was okay but communication can improve.',
  'Average. They had to redo part of the job.',
  'Nice people but the place was very busy and I waited long.',
] as const;

export const BAD_REVIEW_COMMENTS = [
  'They did not keep the agreed time and stopped picking my calls.',
  'Poor quality, I had to take it elsewhere to be fixed.',
  'Charged more than what was agreed on WhatsApp.',
  'Rude staff and no receipt given.',
  'Not worth the money.',
] as const;

export interface ProductReviewItemSeed {
  name: string;
  category: string;
  /** Typical price paid, shown as free text "USh 50,000". */
  paid: number;
}

export const PRODUCT_REVIEW_ITEMS: readonly ProductReviewItemSeed[] = [
  { name: 'Tecno Spark 20 Pro', category: 'Electronics & Phones', paid: 620_000 },
  { name: 'Samsung Galaxy A15', category: 'Electronics & Phones', paid: 750_000 },
  { name: 'Infinix Hot 40i', category: 'Electronics & Phones', paid: 480_000 },
  { name: 'Hisense 43-inch Smart TV', category: 'Electronics & Phones', paid: 1_150_000 },
  { name: 'Oraimo Power Bank 20000mAh', category: 'Electronics & Phones', paid: 95_000 },
  { name: 'Sun King Solar Home System', category: 'Electronics & Phones', paid: 650_000 },
  { name: 'Ramtons Blender', category: 'Electronics & Phones', paid: 180_000 },
  { name: 'Tororo Cement 50 kg', category: 'Construction & Hardware', paid: 35_000 },
  { name: 'Roofings Iron Sheets (gauge 28)', category: 'Construction & Hardware', paid: 42_000 },
  { name: 'Sadolin Emulsion Paint 20 L', category: 'Construction & Hardware', paid: 210_000 },
  { name: 'Kitenge Fabric (6 yards)', category: 'Tailoring & Fashion', paid: 45_000 },
  { name: 'Leather Sandals', category: 'Tailoring & Fashion', paid: 60_000 },
  { name: 'Bata School Shoes', category: 'Tailoring & Fashion', paid: 75_000 },
  { name: 'Omron Blood Pressure Monitor', category: 'Health & Pharmacy', paid: 150_000 },
  { name: 'Mosquito Net (Family Size)', category: 'Health & Pharmacy', paid: 35_000 },
  { name: 'Longe 10H Maize Seed', category: 'Agriculture & Farm Inputs', paid: 85_000 },
  { name: 'Ugachick Layers Mash 70 kg', category: 'Agriculture & Farm Inputs', paid: 135_000 },
  { name: 'Knapsack Sprayer 16 L', category: 'Agriculture & Farm Inputs', paid: 110_000 },
  { name: 'Mahogany Coffee Table', category: 'Furniture & Carpentry', paid: 450_000 },
  { name: 'Office Swivel Chair', category: 'Furniture & Carpentry', paid: 320_000 },
  { name: 'Vitafoam Mattress 5x6', category: 'Furniture & Carpentry', paid: 520_000 },
  { name: 'HP Laptop 15 (refurbished)', category: 'IT & Web Services', paid: 1_400_000 },
  { name: 'TP-Link Wi-Fi Router', category: 'IT & Web Services', paid: 140_000 },
  { name: 'Hair Dryer (salon type)', category: 'Salons & Beauty', paid: 250_000 },
  { name: 'Shea Butter Body Cream', category: 'Salons & Beauty', paid: 25_000 },
  { name: 'Bajaj Boxer Tyre', category: 'Auto Repair', paid: 120_000 },
  { name: 'Car Battery 70 Ah', category: 'Auto Repair', paid: 380_000 },
  { name: 'Black Forest Cake (2 kg)', category: 'Bakeries', paid: 90_000 },
  { name: 'Gas Cylinder 12 kg (refill)', category: 'Food & Catering', paid: 120_000 },
  { name: 'Canon Printer Ink Set', category: 'Printing & Branding', paid: 160_000 },
];

// prettier-ignore
export const SHOPS = [
  'Owino Market', 'Jumia Uganda', 'Game Store Lugogo', 'Carrefour Oasis Mall', 'Capital Shoppers Ntinda',
  'Kikuubo', 'Nakasero Market', 'Quality Supermarket Naalya', 'Jiji Uganda', 'Mukwano Arcade', 'Acacia Mall',
  'Arena Mall', 'A local shop in my village',
] as const;

export const GOOD_PRODUCT_COMMENTS = [
  'Works exactly as described, very happy with it.',
  'Good quality for the price. Would buy again.',
  'Genuine product, the seller even gave a warranty card.',
  'Has lasted months with daily use.',
  'Delivered the same day and well packed.',
] as const;

export const MIXED_PRODUCT_COMMENTS = [
  'Okay for the price but the finishing could be better.',
  'Does the job, though the battery is weaker than advertised.',
  'Decent, but I found it cheaper later in Kikuubo.',
] as const;

export const BAD_PRODUCT_COMMENTS = [
  'Stopped working after two weeks and the seller refused to replace it.',
  'Looked nothing like the photo. Avoid.',
  'Fake product, the packaging was different from the original.',
] as const;

// prettier-ignore
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@example.com', firstName: 'Admin', lastName: 'Soko', role: 'ADMIN', phone: '+256782000001', location: 'Kampala' },
  vendor: { email: 'vendor@example.com', firstName: 'Grace', lastName: 'Nakato', role: 'VENDOR', phone: '+256772123456', location: 'Kampala Central' },
  user: { email: 'user@example.com', firstName: 'Brian', lastName: 'Okello', role: 'USER', phone: '+256701234567', location: 'Ntinda, Kampala' },
} as const;

export interface ProductSeed {
  kind: 'product' | 'service';
  name: string;
  description: string;
  price: number | null;
  minPrice: number;
  maxPrice: number;
}

/** A business profile, under the schema's property names. */
export interface BusinessSeed {
  name: string;
  tagline: string;
  description: string;
  city: string;
  district: string;
  subCategory: string;
  whatsapp: string;
  email: string;
  website: string | null;
  tiktokUsername: string | null;
  isVerified: boolean;
  isActive: boolean;
  visits: number;
  responseMinutes: number | null;
}

/** The demo vendor's business: two products, so one more can still be added. */
// prettier-ignore
export const DEMO_BUSINESS: { category: string; neighbourhood: string; profile: BusinessSeed; products: ProductSeed[] } = {
  category: 'Bakeries',
  neighbourhood: 'Nakasero',
  profile: {
    name: 'Kampala Fresh Bakery',
    tagline: 'Fresh from the oven every morning',
    description:
      'Kampala Fresh Bakery bakes fresh bread, cakes and pastries every morning in Nakasero, Kampala. ' +
      'Birthday, wedding and introduction cakes made to order, delivered across Kampala.',
    city: 'Kampala Central',
    district: 'Kampala',
    subCategory: 'Cakes',
    whatsapp: DEMO_ACCOUNTS.vendor.phone,
    email: 'kampalafreshbakery@example.com',
    website: 'https://kampalafreshbakery.example.com',
    tiktokUsername: 'kampalafreshbakery',
    isVerified: true,
    isActive: true,
    visits: 1_200,
    // the median of its quotes' minutes (40, 30, 95, 45) in the requests below
    responseMinutes: 43,
  },
  products: [
    { kind: 'product', name: 'Birthday Cake', description: 'Vanilla, chocolate or red velvet, decorated to your theme. Order two days ahead.', price: null, minPrice: 45_000, maxPrice: 180_000 },
    { kind: 'product', name: 'White Bread Loaf', description: 'Soft sliced loaf, baked before 6am daily.', price: 5_000, minPrice: 5_000, maxPrice: 5_000 },
  ],
};

/** Reviews of the demo vendor's business; the 1-star one is the review its owner reports. */
export const DEMO_BUSINESS_REVIEWS = [
  { rating: 5, comment: 'The birthday cake was moist and beautifully decorated.', status: 'APPROVED' },
  { rating: 5, comment: 'Bread is always fresh when I pass in the morning.', status: 'APPROVED' },
  { rating: 4, comment: 'Lovely cupcakes, and delivery to Ntinda was quick.', status: 'APPROVED' },
  { rating: 5, comment: 'Our wedding cake was the highlight of the reception. Webale nnyo!', status: 'APPROVED' },
  { rating: 3, comment: 'Good cake but it arrived 30 minutes late.', status: 'APPROVED' },
  { rating: 4, comment: 'Fair prices and friendly staff.', status: 'APPROVED' },
  { rating: 5, comment: null, status: 'APPROVED' },
  { rating: 4, comment: 'Ordered a red velvet cake for my daughter, she loved it.', status: 'PENDING' },
  { rating: 1, comment: 'Never got my order and nobody answered on WhatsApp.', status: 'PENDING' },
] as const;

/** Statuses of the demo user's own business reviews (never of the demo vendor's business). */
export const DEMO_USER_REVIEW_STATUSES = [
  'APPROVED',
  'APPROVED',
  'APPROVED',
  'APPROVED',
  'PENDING',
  'REJECTED',
] as const;
export const REJECTED_REVIEW_COMMENT = 'Useless people!!! Do not go there';

export const REPORT_TEXTS = {
  review: 'We have no order from this customer in our records.',
  user: 'Keeps calling me at night after I declined his offer.',
  business: 'Asked me to pay on mobile money before showing the item, then switched off.',
  dismissed: 'Sent me many adverts on WhatsApp.',
};

export interface MessageSeed {
  fullName: string;
  email: string;
  subject: string;
  content: string;
  isRead: boolean;
  daysAgo: number;
}

// prettier-ignore
export const MESSAGES: readonly MessageSeed[] = [
  { fullName: 'Harriet Namukasa', email: 'harriet.namukasa@example.com', subject: 'Request New Category', content: 'Please add a category for solar water heaters. Many of us in Mbarara install them.', isRead: true, daysAgo: 40 },
  { fullName: 'Denis Okot', email: 'denis.okot@example.com', subject: 'Cannot log in on my phone', content: 'I did not receive the 6-digit code on my Airtel line yesterday. It worked today, thank you.', isRead: true, daysAgo: 21 },
  { fullName: '', email: 'concerned.buyer@example.com', subject: 'Suspicious business listing', content: 'One of the phone shops asked me to pay before viewing the phone. Please check it.', isRead: false, daysAgo: 6 },
  { fullName: 'Prossy Nakitende', email: 'prossy.nakitende@example.com', subject: 'Advertising on the home page', content: 'How much does it cost to have my salon featured on the home page for a month?', isRead: false, daysAgo: 3 },
  { fullName: 'Godfrey Lutaaya', email: 'godfrey.lutaaya@example.com', subject: 'Verification of my business', content: 'I uploaded my trading licence. How long does verification take for my hardware shop?', isRead: false, daysAgo: 1 },
  { fullName: 'Juliet Apio', email: 'juliet.apio@example.com', subject: 'Thank you', content: 'I found a great tailor in Lira through your site. Keep up the good work!', isRead: true, daysAgo: 55 },
  { fullName: 'Samuel Wandera', email: 'samuel.wandera@example.com', subject: 'Partnership enquiry', content: 'We run a boda boda SACCO in Mbale and would like to list all our riders. Can we talk?', isRead: false, daysAgo: 0 },
];

interface SurveyQuestionSeed {
  type: 'text' | 'multiple_choice' | 'rating' | 'yes_no';
  question: string;
  required: boolean;
  options?: readonly string[];
}

export interface SurveySeed {
  name: string;
  description: string;
  questions: readonly SurveyQuestionSeed[];
  /** Answers by question position; respondents are made up in `seed.ts`. */
  answers: readonly (readonly (string | number | boolean)[])[];
}

// prettier-ignore
export const SURVEYS: readonly SurveySeed[] = [
  {
    name: 'Customer Satisfaction Survey',
    description: 'Help us make it easier to find trusted businesses across Uganda.',
    questions: [
      { type: 'rating', question: 'How would you rate your experience finding a business?', required: true },
      { type: 'multiple_choice', question: 'How did you hear about us?', required: true, options: ['Friend or family', 'Facebook', 'TikTok', 'WhatsApp group', 'Radio', 'Other'] },
      { type: 'yes_no', question: 'Would you recommend us to a friend?', required: true },
      { type: 'text', question: 'What should we improve?', required: false },
    ],
    answers: [
      [5, 'WhatsApp group', true, 'Add more businesses in Gulu.'],
      [4, 'Friend or family', true, 'The site is fast even on my phone.'],
      [3, 'Facebook', false, 'Some businesses do not reply on WhatsApp.'],
      [5, 'TikTok', true, ''],
      [4, 'Radio', true, 'Show opening hours on each profile.'],
    ],
  },
  {
    name: 'Community Delivery Interest',
    description: 'We are planning a community delivery service. Tell us what you need.',
    questions: [
      { type: 'yes_no', question: 'Would you use a community delivery service for your orders?', required: true },
      { type: 'multiple_choice', question: 'Which payment method do you prefer?', required: true, options: ['MTN Mobile Money', 'Airtel Money', 'Cash on delivery', 'Bank transfer'] },
      { type: 'rating', question: 'How important is same-day delivery to you?', required: false },
      { type: 'text', question: 'Which areas should we cover first?', required: true },
    ],
    answers: [
      [true, 'MTN Mobile Money', 5, 'Ntinda, Kira and Najjera'],
      [true, 'Cash on delivery', 4, 'Entebbe town'],
      [false, 'Airtel Money', 2, 'Mukono and Seeta'],
    ],
  },
];

export interface SearchSeed {
  category: string;
  query: string;
  location: string;
  budget: number;
  /** Hours before now; a search expires 7 days after it is created. */
  hoursAgo: number;
  status: 'active' | 'closed';
  /** Statuses of the quotes it received; the demo vendor's is first where it quoted. */
  bids?: readonly ('PENDING' | 'ACCEPTED' | 'DECLINED')[];
  /** The demo vendor's business received it and quoted this many minutes after (its response time). */
  vendorQuoteMinutes?: number;
}

/** Service requests of the demo USER (the first is the one the demo vendor has quoted on). */
// prettier-ignore
export const DEMO_USER_SEARCHES: readonly SearchSeed[] = [
  { category: 'Bakeries', query: 'Birthday cake for 30 guests', location: 'Ntinda, Kampala', budget: 150_000, hoursAgo: 3, status: 'active', bids: ['PENDING', 'PENDING', 'PENDING'], vendorQuoteMinutes: 40 },
  { category: 'Events & Decor', query: 'Tents, chairs and decor for an introduction ceremony', location: 'Mukono', budget: 2_500_000, hoursAgo: 26, status: 'active', bids: ['PENDING'] },
  { category: 'Plumbing & Electrical', query: 'Fix a leaking kitchen sink and replace two taps', location: 'Kira, Wakiso', budget: 80_000, hoursAgo: 132, status: 'active' },
  { category: 'Auto Repair', query: 'Full service for a Toyota Premio', location: 'Nakawa, Kampala', budget: 300_000, hoursAgo: 240, status: 'active', bids: ['DECLINED', 'PENDING'] },
  { category: 'Photography & Video', query: 'Graduation photo shoot at Makerere', location: 'Kampala Central, Kampala', budget: 250_000, hoursAgo: 480, status: 'closed', bids: ['DECLINED'] },
];

/** The demo vendor's quote on the demo user's first request. */
export const DEMO_VENDOR_QUOTE = {
  amount: 140_000,
  message:
    'Hello {firstName}, we can bake a two-tier vanilla and chocolate cake for 30 guests and deliver it to Ntinda on the day.',
  estimatedDuration: '2-3 days',
};

/** Service requests of other customers, for the admin lists and the vendors' leads. */
// prettier-ignore
export const CUSTOMER_SEARCHES: readonly SearchSeed[] = [
  { category: 'Bakeries', query: 'Wedding cake, 3 tiers, for 200 guests', location: 'Entebbe, Wakiso', budget: 900_000, hoursAgo: 6, status: 'active' },
  { category: 'Bakeries', query: 'Daily bread supply for a school canteen', location: 'Kawempe, Kampala', budget: 400_000, hoursAgo: 300, status: 'active' },
  // the demo vendor's past quotes, within the 90 days of its response time (docs/product.md "Response time")
  { category: 'Bakeries', query: 'Cupcakes for a baby shower', location: 'Kololo, Kampala', budget: 120_000, hoursAgo: 420, status: 'active', vendorQuoteMinutes: 30 },
  { category: 'Bakeries', query: 'Introduction ceremony cake, 2 tiers', location: 'Nansana, Wakiso', budget: 450_000, hoursAgo: 980, status: 'active', vendorQuoteMinutes: 95 },
  { category: 'Bakeries', query: 'Mandazi and bread for a church meeting', location: 'Rubaga, Kampala', budget: 200_000, hoursAgo: 1_600, status: 'closed', vendorQuoteMinutes: 45 },
  { category: 'Salons & Beauty', query: 'Bridal make-up for bride and four maids', location: 'Jinja', budget: 600_000, hoursAgo: 30, status: 'active' },
  { category: 'Electronics & Phones', query: 'Replace cracked screen on Samsung A14', location: 'Mbarara', budget: 150_000, hoursAgo: 50, status: 'active' },
  { category: 'Construction & Hardware', query: '200 bags of cement delivered to Seeta', location: 'Seeta, Mukono', budget: 7_000_000, hoursAgo: 700, status: 'active' },
  { category: 'Cleaning Services', query: 'Fumigation of a 3-bedroom house', location: 'Najjera, Wakiso', budget: 250_000, hoursAgo: 900, status: 'closed' },
  { category: 'IT & Web Services', query: 'Website for a small hotel in Fort Portal', location: 'Fort Portal, Kabarole', budget: 2_000_000, hoursAgo: 1_100, status: 'active' },
  { category: 'Boda Boda & Transport', query: 'Truck to move a 2-bedroom house from Kira to Entebbe', location: 'Kira, Wakiso', budget: 500_000, hoursAgo: 1_500, status: 'active' },
];

export const BID_MESSAGES = [
  'We can do this for you. We have done many similar jobs around {location}.',
  'Hello, we are available and can start immediately. Price includes transport.',
  'Thank you for the request. Our team can handle it within your budget.',
  'We offer quality work with a guarantee. Call or WhatsApp us to agree on details.',
] as const;

export const DURATIONS = ['Same day', '1-2 days', '2-3 days', '1 week', '2-3 weeks'] as const;

export interface DeliverySeed {
  itemName: string;
  itemDescription?: string;
  receiverName: string;
  deliveryAddress: string;
  fare: number;
  weight?: number;
  status: 'PENDING' | 'ENROUTE' | 'DELIVERED' | 'CANCELLED';
  /** Why an admin cancelled it (docs/product.md "Deliveries"). */
  cancelReason?: string;
  hoursAgo: number;
}

/** Deliveries of the demo vendor's bakery. */
// prettier-ignore
export const DEMO_DELIVERIES: readonly DeliverySeed[] = [
  { itemName: 'Birthday Cake (2 kg)', itemDescription: 'Chocolate cake, keep upright', receiverName: 'Esther Namutebi', deliveryAddress: 'Plot 12, Ntinda Road, Ntinda', fare: 8_000, weight: 2.5, status: 'PENDING', hoursAgo: 2 },
  { itemName: 'Cupcakes (2 dozen)', receiverName: 'Allan Kasozi', deliveryAddress: 'Bukoto Street, Kamwokya', fare: 6_000, status: 'ENROUTE', hoursAgo: 5 },
  { itemName: 'Wedding Cake (3 tiers)', itemDescription: 'Deliver to the reception hall before 2pm', receiverName: 'Rebecca Nassali', deliveryAddress: 'Speke Resort, Munyonyo', fare: 25_000, weight: 9, status: 'DELIVERED', hoursAgo: 200 },
  { itemName: 'Bread Loaves (20)', receiverName: 'Kiwatule Primary School', deliveryAddress: 'Kiwatule, Nakawa', fare: 10_000, weight: 12, status: 'DELIVERED', hoursAgo: 500 },
  { itemName: 'Mandazi Platter', receiverName: 'Paul Odongo', deliveryAddress: 'Bugolobi Flats, Block 5', fare: 7_000, status: 'CANCELLED', cancelReason: 'No rider was free on the day; please request it again', hoursAgo: 80 },
];
