import { describe, expect, it } from 'vitest';
import { EMPTY_SHA256, encodeSegment, presignGetV4, signV4 } from './sigv4.js';

describe('signV4', () => {
  // The GET Object example of the AWS Signature Version 4 documentation (Range header, empty body).
  it('matches the published AWS example', () => {
    const headers = signV4(
      {
        method: 'GET',
        path: '/test.txt',
        headers: { Host: 'examplebucket.s3.amazonaws.com', Range: 'bytes=0-9' },
        payloadSha256: EMPTY_SHA256,
        now: new Date('2013-05-24T00:00:00Z'),
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  // The presigned URL example of the same documentation (query-string authentication, 86400 s).
  it('presigns a GET as the published AWS example does', () => {
    const query = presignGetV4(
      {
        path: '/test.txt',
        host: 'examplebucket.s3.amazonaws.com',
        issuedAt: new Date('2013-05-24T00:00:00Z'),
        expiresSeconds: 86400,
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
    );
    expect(query).toBe(
      'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('encodes path segments the RFC 3986 way', () => {
    expect(encodeSegment("a b(1)!*'.txt")).toBe('a%20b%281%29%21%2A%27.txt');
  });
});
