import { describe, expect, it } from 'vitest';
import { decodeFieldMessage } from '@/shared/lib/field-message';
import {
  APPLICATION_CHANNELS,
  type ApplicationFormInput,
  applicationFormSchema,
} from './application';

const schema = applicationFormSchema();

const complete: ApplicationFormInput = {
  username: 'partnerjoy',
  password: 'partner12',
  password_confirmation: 'partner12',
  real_name: ' Maria   Santos ',
  email: 'maria@example.com',
  mobile_area: '+63',
  mobile: '917555012',
  channel: 'social_media',
  message: '',
  agree_terms: true,
};

/** The translation key of each field the schema refuses. */
function refusals(input: ApplicationFormInput): Record<string, string> {
  const result = schema.safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      decodeFieldMessage(issue.message)?.key ?? issue.message,
    ]),
  );
}

describe('the agent application form (issue 34)', () => {
  it('a complete application passes, the real name tidied and the channel the contract’s', () => {
    const parsed = schema.parse(complete);
    expect(parsed.real_name).toBe('Maria Santos');
    expect(parsed.channel).toBe('social_media');
    expect(APPLICATION_CHANNELS).toEqual(['website', 'social_media', 'community', 'other']);
  });

  it('the passwords must match (Password Not Same on the confirmation)', () => {
    expect(refusals({ ...complete, password_confirmation: 'partner13' })).toEqual({
      password_confirmation: 'validation.password_not_same',
    });
  });

  it('terms must be agreed', () => {
    expect(refusals({ ...complete, agree_terms: false })).toEqual({
      agree_terms: 'affiliate.apply.agree_required',
    });
  });

  it('a channel must be chosen', () => {
    expect(refusals({ ...complete, channel: '' })).toEqual({
      channel: 'affiliate.apply.required_channel',
    });
  });

  it('the login name, password, e-mail, mobile and real name follow spec §5', () => {
    expect(
      refusals({
        ...complete,
        username: '7lucky',
        password: 'abc',
        password_confirmation: 'abc',
        email: 'maria@',
        mobile: '12',
        real_name: 'M',
      }),
    ).toEqual({
      username: 'validation.login_name_start',
      password: 'validation.password_length',
      email: 'validation.email',
      mobile: 'validation.phone',
      real_name: 'validation.real_name_length',
    });
  });

  it('the message is optional and at most 500 characters', () => {
    expect(refusals({ ...complete, message: 'x'.repeat(500) })).toEqual({});
    expect(refusals({ ...complete, message: 'x'.repeat(501) })).toEqual({
      message: 'affiliate.apply.message_length',
    });
  });
});
