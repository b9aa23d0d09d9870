import { describe, expect, it } from 'vitest';
import { buildResponsesCsv, CSV_BOM, csvField, responsesContentDisposition, type CsvQuestion } from './survey-csv';

const questions: CsvQuestion[] = [
  { id: 11, type: 'rating', question: 'How would you rate us?' },
  { id: 12, type: 'yes_no', question: 'Would you recommend us?' },
  { id: 13, type: 'multiple_choice', question: 'How did you find us?' },
  { id: 14, type: 'text', question: 'Anything else, "honestly"?' },
];

describe('buildResponsesCsv', () => {
  it('writes 3 responses byte for byte (RFC 4180 quoting, CRLF)', () => {
    const csv = buildResponsesCsv(questions, [
      {
        id: 1,
        name: 'Grace Namuli',
        email: 'grace@example.com',
        phoneNumber: '+256 772 123456',
        createdAt: new Date('2025-03-01T08:30:00.000Z'),
        answers: { '11': 5, '12': true, '13': 'Friend', '14': 'Fast, friendly service' },
      },
      {
        id: 2,
        name: null,
        email: null,
        phoneNumber: null,
        createdAt: new Date('2025-03-02T09:00:00.000Z'),
        answers: { '11': 2, '12': false, '14': 'They said "soon"\nthen came late' },
      },
      {
        id: 3,
        name: 'Okello, John',
        email: null,
        phoneNumber: null,
        createdAt: new Date('2025-03-03T10:15:00.000Z'),
        answers: { '13': 'Radio', '14': '=HYPERLINK("http://x")' },
      },
    ]);
    expect(csv).toBe(
      CSV_BOM +
        'Response ID,Name,Email,Phone,Submitted At,How would you rate us?,Would you recommend us?,How did you find us?,"Anything else, ""honestly""?"\r\n' +
        "1,Grace Namuli,grace@example.com,'+256 772 123456," +
        '2025-03-01T08:30:00.000Z,5/5 stars,Yes,Friend,"Fast, friendly service"\r\n' +
        '2,,,,2025-03-02T09:00:00.000Z,2/5 stars,No,,"They said ""soon""\nthen came late"\r\n' +
        '3,"Okello, John",,,2025-03-03T10:15:00.000Z,,,Radio,"\'=HYPERLINK(""http://x"")"\r\n',
    );
  });

  it('adds a column after the questions for answers to a question the survey no longer has', () => {
    const csv = buildResponsesCsv(questions.slice(0, 2), [
      {
        id: 1,
        name: null,
        email: null,
        phoneNumber: null,
        createdAt: new Date('2025-03-01T08:30:00.000Z'),
        answers: { '11': 4, '12': true, '9': false, '100': 'Old text', '13': '' },
      },
    ]);
    expect(csv).toBe(
      CSV_BOM +
        'Response ID,Name,Email,Phone,Submitted At,How would you rate us?,Would you recommend us?,Removed question #9,Removed question #100\r\n' +
        '1,,,,2025-03-01T08:30:00.000Z,4/5 stars,Yes,No,Old text\r\n',
    );
  });

  it('writes only the header when there are no responses', () => {
    // with the byte-order mark the admin's other exports carry, so a spreadsheet reads UTF-8 names right
    expect(buildResponsesCsv([], [])).toBe(CSV_BOM + 'Response ID,Name,Email,Phone,Submitted At\r\n');
  });
});

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['', ''],
  ])('%j → %j', (input, output) => expect(csvField(input)).toBe(output));

  // OWASP CSV injection: a cell a spreadsheet would read as a formula starts with an apostrophe.
  it.each([
    ['+256 772 123456', "'+256 772 123456"],
    ['=1+1', "'=1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', '"\'\r=1"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['a=b', 'a=b'],
  ])('defuses %j → %j', (input, output) => expect(csvField(input)).toBe(output));

  it('defuses every column: phone, email, name and question headers', () => {
    const csv = buildResponsesCsv(
      [{ id: 1, type: 'text', question: '=cmd|"/c calc"!A1' }],
      [
        {
          id: 9,
          name: '@evil',
          email: '-x@example.com',
          phoneNumber: '+256700000000',
          createdAt: new Date('2025-03-01T08:30:00.000Z'),
          answers: { '1': '\t=1' },
        },
      ],
    );
    const [header, row] = csv.slice(CSV_BOM.length).split('\r\n');
    expect(header).toBe('Response ID,Name,Email,Phone,Submitted At,"\'=cmd|""/c calc""!A1"');
    expect(row).toBe("9,'@evil,'-x@example.com,'+256700000000,2025-03-01T08:30:00.000Z,'\t=1");
  });
});

describe('responsesContentDisposition', () => {
  it('names the file after the survey', () => {
    expect(responsesContentDisposition('Customer Feedback')).toBe(
      `attachment; filename="Customer Feedback_responses.csv"; filename*=UTF-8''Customer%20Feedback_responses.csv`,
    );
  });
  it('keeps odd names safe in the header', () => {
    expect(responsesContentDisposition('Café "2025"/Q1')).toBe(
      `attachment; filename="Caf_ _2025__Q1_responses.csv"; filename*=UTF-8''Caf%C3%A9%20%222025%22_Q1_responses.csv`,
    );
  });
});
