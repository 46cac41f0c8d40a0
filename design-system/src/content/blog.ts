export interface BlogPost {
  id: string;
  title: string;
  date: string;
  author: string;
  minutes: number;
  tag: string;
  paragraphs: readonly string[];
}

/** The blog: notes from the team, newest first. */
export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 'first-rs-10000',
    title: 'Your first Rs 10,000 online: a plan for the next 30 days',
    date: '2026-11-12',
    author: 'The Profit team',
    minutes: 6,
    tag: 'Getting started',
    paragraphs: [
      'Rs 10,000 is about twenty orders of a Rs 499 product. That is a number a student can reach in a month without ads: twenty people from your college groups, your Instagram followers and their friends.',
      'Week one, pick one product and one platform. Week two, post every day and reply to every DM within an hour. Week three, ask your first buyers for a review and a referral. Week four, look at which posts brought buyers and do more of those.',
    ],
  },
  {
    id: 'upi-payment-links',
    title: 'Why UPI payment links beat sharing your UPI ID',
    date: '2026-10-30',
    author: 'The Profit team',
    minutes: 4,
    tag: 'Payments',
    paragraphs: [
      'A UPI ID in a chat means customers type the amount themselves, and you match payments from bank SMS. A payment link fixes the amount, carries the order reference and tells you when it is paid.',
      'Razorpay, PhonePe for Business and most banks offer links free or for a small fee. The WhatsApp Business Sales Kit has quick replies ready for each.',
    ],
  },
  {
    id: 'gst-threshold',
    title: 'Do you need GST registration for a small online business?',
    date: '2026-10-08',
    author: 'The Profit team',
    minutes: 5,
    tag: 'GST',
    paragraphs: [
      'For most sellers of services, registration is required once turnover crosses Rs 20 lakh a year (Rs 10 lakh in special category states). Selling goods through e-commerce marketplaces usually requires registration from the first sale.',
      'This post is an overview, not tax advice: confirm with a chartered accountant. The GST & Cash-Flow Tracker keeps the numbers your accountant will ask for.',
    ],
  },
];
