import * as z from 'zod';
import {
  KycDocumentType,
  KycStatus,
  type KycInfo,
  type KycSubmitRequest,
} from '@/api/generated/model';
import {
  KycImageMax,
  kycSubmitRequestIdNumberRegExp,
} from '@/api/generated/zod/fortunaMemberAPI.schemas.zod';
import { message } from '@/api/fields';
import { realName, requiredPersonal } from '@/api/fields-personal';

/** The document types in the order the form offers them. */
export const DOCUMENT_TYPES = [
  KycDocumentType.ID_CARD,
  KycDocumentType.PASSPORT,
  KycDocumentType.DRIVER_LICENSE,
] as const;

/**
 * Contract KycSubmitRequest: the back of the document is required for ID cards and driver's
 * licenses (the server answers 422 without it); a passport has only its photo page.
 */
export function needsBackImage(type: KycDocumentType | number | null | undefined): boolean {
  return type === KycDocumentType.ID_CARD || type === KycDocumentType.DRIVER_LICENSE;
}

/** Contract KycImage: the photo types the server takes (PNG, JPEG, WebP). */
export const KYC_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * The largest photo the form takes: 5 MB. Sent as a base64 data URI (4 characters for each 3
 * bytes plus the `data:image/…;base64,` prefix), a 5 MB photo stays within the contract's
 * KycImage limit of 7,000,000 characters.
 */
export const KYC_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The length of a photo's data URI as sent: the prefix and 4 characters per 3 bytes. */
export function dataUriLength(bytes: number, type: string): number {
  return `data:${type};base64,`.length + 4 * Math.ceil(bytes / 3);
}

/** Why a chosen photo cannot be sent, before it is read or uploaded; null when it can. */
export type ImageProblem = 'type' | 'size' | 'empty';

/**
 * A chosen photo is checked before upload: a PNG, JPEG or WebP image (contract KycImage), not
 * empty, at most 5 MB (KYC_IMAGE_MAX_BYTES), so its data URI fits the contract's limit.
 */
export function imageProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!(KYC_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size <= 0) return 'empty';
  if (file.size > KYC_IMAGE_MAX_BYTES || dataUriLength(file.size, file.type) > KycImageMax)
    return 'size';
  return null;
}

/** Status 0 (not submitted) and 3 (rejected) show the form; 1 and 2 do not (the server's 409). */
export function canSubmit(status: KycInfo['status']): boolean {
  return status === KycStatus.NOT_SUBMITTED || status === KycStatus.REJECTED;
}

/** The part of an upload sent so far, in whole percent; null while the total is unknown. */
export function uploadPercent(loaded: number, total: number | undefined): number | null {
  if (!total || total <= 0) return null;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

const DOCUMENT_VALUES = DOCUMENT_TYPES.map(String);

/**
 * The identity form (contract KycSubmitRequest): real name 2 to 50, a document type, the
 * document number (letters, digits and dashes, 4 to 30), the front photo, and the back photo
 * for the types that have one (needsBackImage).
 */
export const kycFormSchema = z
  .object({
    real_name: z
      .string()
      .refine((value) => value.trim() !== '', requiredPersonal('real_name'))
      .pipe(realName),
    document_type: z
      .string()
      .refine((value) => DOCUMENT_VALUES.includes(value), message('kyc.validation.document_type'))
      .transform((value) => Number(value) as KycDocumentType),
    id_number: z
      .string()
      .trim()
      .refine((value) => value !== '', message('kyc.validation.id_number_required'))
      .pipe(z.string().regex(kycSubmitRequestIdNumberRegExp, message('kyc.validation.id_number'))),
    front_image: z.string().min(1, message('kyc.validation.front_image')),
    back_image: z.string(),
  })
  .superRefine((values, ctx) => {
    if (needsBackImage(values.document_type) && values.back_image === '')
      ctx.addIssue({
        code: 'custom',
        path: ['back_image'],
        message: message('kyc.validation.back_image').error,
      });
  });

export type KycFormInput = z.input<typeof kycFormSchema>;
export type KycFormValues = z.output<typeof kycFormSchema>;

/**
 * The real name the member's profile already holds, which the check is made in (it cannot be
 * changed there either); null when the profile has none yet.
 */
export function profileRealName(profileName: string | null | undefined): string | null {
  const name = profileName?.trim() ?? '';
  return name === '' ? null : name;
}

/**
 * The form's starting values: the profile's real name when it has one (issue 34: the member is
 * not asked again for what the site knows), else a rejected submission's; the rejected
 * submission's document type comes back for the retry.
 */
export function kycFormDefaults(info: KycInfo, profileName?: string | null): KycFormInput {
  return {
    real_name: profileRealName(profileName) ?? info.real_name ?? '',
    document_type: String(info.document_type ?? KycDocumentType.ID_CARD),
    id_number: '',
    front_image: '',
    back_image: '',
  };
}

/** The request: the back photo only for the types that have one. */
export function kycSubmission(values: KycFormValues): KycSubmitRequest {
  return {
    real_name: values.real_name,
    document_type: values.document_type,
    id_number: values.id_number,
    front_image: values.front_image,
    ...(needsBackImage(values.document_type) && values.back_image
      ? { back_image: values.back_image }
      : {}),
  };
}
