// A job application and its safer-recruitment checks (/applications; CH Regs 2015 reg 32 and Sch 2,
// SA Regs 2023 Sch 1; DOMAIN §14). A home record: the home recruiting decides and its managers see it.
// Each check says who verified it and when; "Make employee" (engine/staff) refuses until every check
// is recorded (engine/staff/recruitment.ts) or a manager records a risk-assessed reason.
import { date, group, longText, rows, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import {
  dbsLevels,
  dbsWorkforces,
  historyRowTypes,
  identityDocuments,
  overseasCheckTypes,
  overseasOutcomes,
  pick,
  referenceAnswerFields,
  rightToWorkDocuments,
} from './hr-choices.ts';

const verified = { verifiedBy: staffMember('Verified by'), verifiedOn: date('Verified on') };

export default defineRecord({
  kind: 'application',
  title: 'Application',
  description: 'A candidate for a post, and every safer-recruitment check with who verified it and when.',
  subject: 'home',
  area: 'hr',
  workflow: 'none',
  dateField: 'appliedOn',
  list: { columns: ['appliedOn', 'candidate.name', 'post', 'stage'] },
  schema: {
    type: 'object',
    title: 'Application',
    additionalProperties: false,
    required: ['appliedOn', 'candidate', 'post'],
    properties: {
      appliedOn: date('Applied on'),
      candidate: group(
        'Candidate',
        {
          name: text('Name'),
          email: text('Email', { format: 'email' }),
          phone: text('Phone'),
        },
        ['name', 'email'],
      ),
      post: text('Post applied for'),
      startsOn: date('Start date', {
        description: 'The agreed start: references and the DBS certificate must be in before it',
      }),
      stage: pick('Stage', [
        ['applied', 'Applied'],
        ['interview', 'Interview'],
        ['offer', 'Conditional offer'],
        ['checks', 'Pre-employment checks'],
        ['withdrawn', 'Withdrawn'],
        ['rejected', 'Not appointed'],
      ]),
      identity: group('Identity', {
        document: pick('Photo identity seen', identityDocuments),
        documentReference: text('Document number'),
        ...verified,
      }),
      employmentHistory: group('Full employment history', {
        educationEndedOn: date('Left full-time education on', {
          description: 'The history runs from here: every gap of more than a day after it is explained',
        }),
        employers: rows(
          'Employment, education and training',
          {
            employer: text('Employer, school, college or course'),
            type: pick('Type', historyRowTypes),
            role: text('Role'),
            from: date('From'),
            to: date('To', { description: 'Leave empty only while still there' }),
            current: yesNo('Still there'),
            reasonForLeaving: text('Reason for leaving'),
            workedWithChildren: yesNo('Worked with children or vulnerable adults'),
          },
          ['employer', 'from'],
        ),
        gaps: rows('Gaps explained', { from: date('From'), to: date('To'), explanation: text('Explanation') }, [
          'from',
          'to',
          'explanation',
        ]),
        ...verified,
      }),
      references: rows(
        'References',
        {
          refereeName: text('Referee'),
          organisation: text('Organisation'),
          relationship: text('Relationship'),
          latestEmployer: yesNo('Latest employer'),
          receivedOn: date('Received on'),
          ...referenceAnswerFields(),
          ...verified,
        },
        ['refereeName', 'organisation'],
      ),
      dbs: group('Enhanced DBS', {
        certificateNumber: text('Certificate number', { pattern: '^\\d{12}$', description: '12 digits' }),
        level: pick('Level', dbsLevels),
        workforce: pick('Workforce', dbsWorkforces),
        barredListChecked: yesNo("Children's barred list checked"),
        issuedOn: date('Issued on'),
        updateService: yesNo('Subscribed to the Update Service'),
        verifiedBy: staffMember('Certificate seen by'),
        verifiedOn: date('Certificate seen on', { description: 'Before the start date' }),
        informationDisclosed: yesNo('Information disclosed on the certificate'),
        riskAssessedOn: date('Risk assessed on'),
        riskAssessedBy: staffMember('Risk assessed by'),
        riskAssessment: longText('Risk assessment of what was disclosed'),
      }),
      overseas: group('Lived or worked outside the UK', {
        livedOrWorkedAbroad: yesNo('Has lived or worked outside the UK as an adult'),
        countries: text('Countries and when'),
        checks: rows(
          'Further checks considered',
          {
            check: pick('Check', overseasCheckTypes),
            country: text('Country'),
            requestedOn: date('Requested on'),
            receivedOn: date('Received on'),
            outcome: pick('Outcome', overseasOutcomes),
          },
          ['check', 'outcome'],
        ),
        decision: longText('What was considered, and the decision'),
        ...verified,
      }),
      rightToWork: group('Right to work', {
        documentType: pick('Document seen', rightToWorkDocuments),
        documentReference: text('Document number or share code'),
        expiresOn: date('Permission ends'),
        ...verified,
      }),
      qualifications: group('Qualifications', {
        items: rows(
          'Qualifications',
          { name: text('Qualification'), level: text('Level'), certificateSeen: yesNo('Certificate seen') },
          ['name'],
        ),
        noneRequired: yesNo('None required for this post'),
        ...verified,
      }),
      leavingChildrenWork: group('Reasons for leaving work with children or vulnerable adults', {
        notApplicable: yesNo('Has not worked with children or vulnerable adults'),
        reasons: longText('Reasons verified'),
        ...verified,
      }),
      health: group('Health declaration', {
        declared: yesNo('Declaration received'),
        adjustments: longText('Adjustments agreed'),
        ...verified,
      }),
      interview: group('Interview', {
        heldOn: date('Held on'),
        panel: text('Panel'),
        safeguardingQuestions: yesNo('Safeguarding and values questions asked'),
        notes: longText('Notes'),
      }),
    },
  },
  sections: [
    {
      key: 'candidate',
      title: 'Candidate',
      fields: ['appliedOn', 'candidate', 'post', 'stage', 'startsOn', 'interview'],
    },
    { key: 'identity', title: 'Identity and right to work', fields: ['identity', 'rightToWork'] },
    {
      key: 'history',
      title: 'Employment history and references',
      fields: ['employmentHistory', 'references', 'leavingChildrenWork'],
    },
    {
      key: 'checks',
      title: 'DBS, overseas, qualifications and health',
      fields: ['dbs', 'overseas', 'qualifications', 'health'],
    },
  ],
});
