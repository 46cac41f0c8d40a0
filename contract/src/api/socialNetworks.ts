/** The social networks the footer can link to, each only when the shop configures its address. */
export const SOCIAL_NETWORKS = ['instagram', 'x', 'linkedin', 'youtube', 'facebook'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
