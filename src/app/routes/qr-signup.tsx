/** An invitation QR code's link. */
export { QrSignupRoute as default } from '@/features/auth/routes/signup';
