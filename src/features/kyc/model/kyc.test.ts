import { describe, expect, it } from 'vitest';
import { KycImage } from '@/api/generated/zod/fortunaMemberAPI.schemas.zod';
import {
  KYC_IMAGE_MAX_BYTES,
  KYC_IMAGE_TYPES,
  canSubmit,
  dataUriLength,
  imageProblem,
  kycFormDefaults,
  kycFormSchema,
  kycSubmission,
  needsBackImage,
  uploadPercent,
} from './kyc';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const form = {
  real_name: 'Juan Dela Cruz',
  document_type: '1',
  id_number: 'A1234-5674321',
  front_image: PNG,
  back_image: PNG,
};
const errorKeys = (input: typeof form) => {
  const result = kycFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.map((issue) => [
          issue.path.join('.'),
          (JSON.parse(issue.message) as { key: string }).key,
        ]),
      );
};

describe('which documents need a back image', () => {
  it('an ID card and a driver license need a back image; a passport does not', () => {
    expect(needsBackImage(1)).toBe(true);
    expect(needsBackImage(3)).toBe(true);
    expect(needsBackImage(2)).toBe(false);
    expect(needsBackImage(undefined)).toBe(false);
  });

  it('the form refuses an ID card without its back image and takes a passport without one', () => {
    expect(errorKeys({ ...form, back_image: '' })).toEqual({
      back_image: 'kyc.validation.back_image',
    });
    expect(errorKeys({ ...form, document_type: '2', back_image: '' })).toEqual({});
  });

  it('the request leaves the back image out for a passport', () => {
    const values = kycFormSchema.parse({ ...form, document_type: '2' });
    expect(kycSubmission(values)).not.toHaveProperty('back_image');
    expect(kycSubmission(kycFormSchema.parse(form)).back_image).toBe(PNG);
  });
});

describe('photo type check before upload', () => {
  it('takes JPEG, PNG and WebP, the types of the contract', () => {
    for (const type of KYC_IMAGE_TYPES) {
      expect(imageProblem({ type, size: 1000 })).toBeNull();
      expect(KycImage.safeParse(`data:${type};base64,AAAA`).success).toBe(true);
    }
  });

  it('refuses a GIF, a PDF or a file of no known type', () => {
    expect(imageProblem({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(imageProblem({ type: 'application/pdf', size: 1000 })).toBe('type');
    expect(imageProblem({ type: '', size: 1000 })).toBe('type');
  });
});

describe('photo size check before upload', () => {
  it('takes a photo of exactly 5 MB and refuses one byte more, or an empty file', () => {
    expect(imageProblem({ type: 'image/jpeg', size: KYC_IMAGE_MAX_BYTES })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: KYC_IMAGE_MAX_BYTES + 1 })).toBe('size');
    expect(imageProblem({ type: 'image/png', size: 0 })).toBe('empty');
  });

  it("a 5 MB photo's data URI fits the contract's 7,000,000 characters", () => {
    for (const type of KYC_IMAGE_TYPES)
      expect(dataUriLength(KYC_IMAGE_MAX_BYTES, type)).toBeLessThanOrEqual(7_000_000);
    expect(dataUriLength(3, 'image/png')).toBe('data:image/png;base64,AAAA'.length);
  });
});

describe('identity form fields', () => {
  it('real name, document type, number and front photo are required, each with its prompt', () => {
    expect(
      errorKeys({
        real_name: ' ',
        document_type: '',
        id_number: '',
        front_image: '',
        back_image: PNG,
      }),
    ).toEqual({
      real_name: 'validation.required_real_name',
      document_type: 'kyc.validation.document_type',
      id_number: 'kyc.validation.id_number_required',
      front_image: 'kyc.validation.front_image',
    });
  });

  it('a document number is 4 to 30 letters, digits and dashes', () => {
    expect(errorKeys({ ...form, id_number: 'A12' })).toEqual({
      id_number: 'kyc.validation.id_number',
    });
    expect(errorKeys({ ...form, id_number: 'A12 345' })).toEqual({
      id_number: 'kyc.validation.id_number',
    });
    expect(errorKeys({ ...form, id_number: ' N02-18-004512 ' })).toEqual({});
  });
});

describe('which statuses may submit', () => {
  it('not submitted and rejected show the form; pending review and approved do not', () => {
    expect([0, 1, 2, 3].map((status) => canSubmit(status as 0 | 1 | 2 | 3))).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });
});

describe('upload progress percent', () => {
  it('is the part sent in whole percent, unknown without a total', () => {
    expect(uploadPercent(512, 1024)).toBe(50);
    expect(uploadPercent(1023, 1024)).toBe(99);
    expect(uploadPercent(2048, 1024)).toBe(100);
    expect(uploadPercent(10, undefined)).toBeNull();
    expect(uploadPercent(10, 0)).toBeNull();
  });
});

describe('the real name the site knows is not asked for again (issue 34)', () => {
  const none = { status: 0 } as const;
  const rejected = { status: 3, real_name: 'Juan D. Cruz', document_type: 2 } as const;

  it('the profile’s real name fills the form, before a rejected submission’s', () => {
    expect(kycFormDefaults(none, 'Juan Dela Cruz').real_name).toBe('Juan Dela Cruz');
    expect(kycFormDefaults(rejected, ' Juan Dela Cruz ').real_name).toBe('Juan Dela Cruz');
  });

  it('without one in the profile, a rejected submission’s name comes back, else nothing', () => {
    expect(kycFormDefaults(rejected, '').real_name).toBe('Juan D. Cruz');
    expect(kycFormDefaults(none, null).real_name).toBe('');
  });
});
