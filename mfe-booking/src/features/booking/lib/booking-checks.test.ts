import { problemInEnglish } from '../../../testing/contract-text';
import { bookingSubmitProblem as problemOf, type SubmitCheckInput } from './booking-checks';

/** The problem as the toast tells it (the contracts hold its spec text). */
const bookingSubmitProblem = (input: SubmitCheckInput) => problemInEnglish(problemOf(input));

const ok: SubmitCheckInput = {
  agreesToTerms: true,
  startDate: '2031-05-01',
  endDate: '2031-05-04',
  licensePhoto: 'data:image/jpeg;base64,AAA',
  selfieWithLicense: 'data:image/jpeg;base64,BBB',
  identityOnFile: false,
};

const titleOf = (input: Partial<SubmitCheckInput>) => bookingSubmitProblem({ ...ok, ...input })?.title ?? null;

describe('bookingSubmitProblem', () => {
  it('passes a complete booking', () => {
    expect(bookingSubmitProblem(ok)).toBeNull();
  });

  it('checks terms first, whatever else is missing', () => {
    expect(
      bookingSubmitProblem({
        agreesToTerms: false,
        startDate: '2031-05-04',
        endDate: '2031-05-04',
        licensePhoto: null,
        selfieWithLicense: null,
        identityOnFile: false,
      }),
    ).toEqual({ title: 'Terms Required', description: 'You must agree to the terms and conditions' });
  });

  it('then the duration: at least one day', () => {
    const bad = { licensePhoto: null, selfieWithLicense: null };
    expect(bookingSubmitProblem({ ...ok, ...bad, endDate: ok.startDate })).toEqual({
      title: 'Invalid Dates',
      description: 'End date must be after start date',
    });
    expect(titleOf({ ...bad, endDate: '2031-04-30' })).toBe('Invalid Dates');
    expect(titleOf({ ...bad, endDate: '' })).toBe('Invalid Dates');
    expect(titleOf({ endDate: '2031-05-02' })).toBeNull();
  });

  it("then the driver's license photo", () => {
    expect(bookingSubmitProblem({ ...ok, licensePhoto: null, selfieWithLicense: null })).toEqual({
      title: "Driver's License Required",
      description: "Please take a photo of your driver's license",
    });
  });

  it('then the selfie with the license', () => {
    expect(bookingSubmitProblem({ ...ok, selfieWithLicense: null })).toEqual({
      title: 'Identity Verification Required',
      description: "Please take a photo of yourself with your driver's license",
    });
  });

  it('asks no photos when the verified identity on file covers the licence', () => {
    expect(titleOf({ licensePhoto: null, selfieWithLicense: null, identityOnFile: true })).toBeNull();
  });
});
