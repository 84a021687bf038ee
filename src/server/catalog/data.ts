// Statements, objectives and assessment methods are copied verbatim from shared/reference/cmmc-level1.md (FAR 52.204-21, CMMC v2.0/v2.13, NIST SP 800-171A); guidance and evidence lists are our own.
import type { ControlSeed, DomainSeed, RequirementSeed } from './types';

export const DOMAINS: DomainSeed[] = [
  {
    id: 'AC',
    name: 'Access Control',
    shortName: 'AC',
    description:
      'Access Control is about making sure only the right people and the right devices can get into your company systems, and that each person can do only what their job needs. It also covers the outside services you connect to and what you put on your public website.',
  },
  {
    id: 'IA',
    name: 'Identification and Authentication',
    shortName: 'IA',
    description:
      'Identification and Authentication is about knowing exactly who, or which device, is using your systems. Everyone gets their own login, and each login must be proven with a password or similar check before access is allowed.',
  },
  {
    id: 'MP',
    name: 'Media Protection',
    shortName: 'MP',
    description:
      'Media Protection is about the hard drives, USB sticks, phones and paper that hold government contract information. Before you throw them away or give them to someone else, the information on them must be wiped or destroyed.',
  },
  {
    id: 'PE',
    name: 'Physical Protection',
    shortName: 'PE',
    description:
      'Physical Protection is the real-world side of security: who can walk into your office and get near your computers. It covers locked doors, escorting visitors, keeping a log of everyone who comes in, and keeping track of keys and badges.',
  },
  {
    id: 'SC',
    name: 'System and Communications Protection',
    shortName: 'SC',
    description:
      'System and Communications Protection is about guarding the point where your office network meets the internet, and the key boundaries inside it, such as between guest Wi-Fi and your business computers. A firewall watches and controls that traffic, and anything the public can reach is kept apart from your internal network.',
  },
  {
    id: 'SI',
    name: 'System and Information Integrity',
    shortName: 'SI',
    description:
      'System and Information Integrity is about keeping your computers healthy: installing security updates promptly and running up-to-date antivirus that scans regularly and checks files as they arrive.',
  },
];

export const CONTROLS: ControlSeed[] = [
  {
    controlNumber: 'AC.L1-3.1.1',
    domainId: 'AC',
    identifier2024: 'AC.L1-b.1.i',
    farReference: '52.204-21(b)(1)(i)',
    nistReference: '3.1.1',
    title: 'Authorized Access Control',
    description:
      'Limit information system access to authorized users, processes acting on behalf of authorized users, or devices (including other information systems).',
    implementationGuidance:
      "This practice means only people you have approved, and only company devices you have approved, can get into the computers, email and file storage that hold your government contract information (called Federal Contract Information, or FCI). It also covers automated tools, such as a backup program or a scanner that emails files, that sign in on someone's behalf.\n\n1. Write down a list of everyone who is allowed to use company systems, with their job role.\n2. Give each person their own account in Microsoft 365 or Google Workspace. Do not share logins.\n3. List the company laptops, desktops and phones allowed to connect, with serial numbers. In a machine shop, include the CAM, DNC or programming PC if it holds customer drawings: it is an ordinary computer holding contract information, so it is in scope. Make sure only listed devices get in, for example by giving the office Wi-Fi password only to them. Optional: where your subscription allows, block sign-ins from devices that are not enrolled in Microsoft Intune or Google endpoint management.\n4. List any automated tools or service accounts and who is responsible for each.\n5. Compare the accounts in your admin console with your list of approved people, and disable anything that does not match.\n6. When someone leaves, disable their account the same day and record that you did.\n\nA good habit is to repeat the account review every quarter and keep the results. Documents you use as proof must be final, approved versions, not drafts.",
    requiredEvidence: [
      'A list of everyone who is allowed to use company computers and accounts, with their role',
      'An export of active user accounts from Microsoft 365 or Google Workspace, matched to named people',
      'A list of service accounts and automated tools, with the person responsible for each',
      'A list of company devices allowed to connect, with serial numbers (an inventory or device enrollment list)',
      'A note of how access is limited to the listed devices, for example the office Wi-Fi password given only to them',
      'Records showing accounts were disabled when people left the company',
      'A screenshot showing that an account not on your list cannot sign in',
      'Optional: if your subscription blocks devices that are not enrolled, a screenshot of that rule or of an unenrolled device being refused',
    ],
    objectives: [
      { letter: 'a', text: 'authorized users are identified;' },
      { letter: 'b', text: 'processes acting on behalf of authorized users are identified;' },
      {
        letter: 'c',
        text: 'devices (and other systems) authorized to connect to the system are identified;',
      },
      { letter: 'd', text: 'system access is limited to authorized users;' },
      {
        letter: 'e',
        text: 'system access is limited to processes acting on behalf of authorized users; and',
      },
      { letter: 'f', text: 'system access is limited to authorized devices (including other systems).' },
    ],
    assessmentMethods: {
      examine: [
        'Access control policy',
        'procedures addressing account management',
        'system security plan',
        'system design documentation',
        'system configuration settings and associated documentation',
        'list of active system accounts and the name of the individual associated with each account',
        'notifications or records of recently transferred, separated, or terminated employees',
        'list of conditions for group and role membership',
        'list of recently disabled system accounts along with the name of the individual associated with each account',
        'access authorization records',
        'account management compliance reviews',
        'system monitoring records',
        'system audit logs and records',
        'list of devices and systems authorized to connect to organizational systems',
        'other relevant documents or records',
      ],
      interview: [
        'Personnel with account management responsibilities',
        'system or network administrators',
        'personnel with information security responsibilities',
      ],
      test: [
        'Organizational processes for managing system accounts',
        'mechanisms for implementing account management',
      ],
    },
  },
  {
    controlNumber: 'AC.L1-3.1.2',
    domainId: 'AC',
    identifier2024: 'AC.L1-b.1.ii',
    farReference: '52.204-21(b)(1)(ii)',
    nistReference: '3.1.2',
    title: 'Transaction & Function Control',
    description:
      'Limit information system access to the types of transactions and functions that authorized users are permitted to execute.',
    implementationGuidance:
      'This practice means each person can only do the things their job requires. A bookkeeper may need the accounting system but not the power to change company-wide settings; a machinist may need to open drawings but not delete them. The most important split is between everyday users and administrators.\n\n1. Make a simple table of roles (for example owner, office manager, engineer, temporary staff) and what each role may do in each system: read, edit, delete or manage settings.\n2. In Microsoft 365 or Google Workspace, give admin rights only to the people whose role needs them, ideally one or two. Optional (beyond Level 1): give those people a separate admin account used only for admin work.\n3. On Windows and Mac laptops, make everyday accounts standard users, not local administrators.\n4. Set permissions in SharePoint, OneDrive, Google Drive or your file server so that folders holding contract information are shared only with the roles that need them.\n5. Test it: sign in as a standard user and confirm you cannot install software or open a restricted folder. Take a screenshot.\n\nUpdate the role table whenever someone joins, leaves or changes job, and adjust their access to match.',
    requiredEvidence: [
      'A table of roles showing what each role may do in each system',
      'An export of admin roles and group memberships from your Microsoft 365 or Google Workspace admin console',
      'Screenshots of permissions on folders that hold contract information',
      'Proof that everyday staff accounts are standard (non-admin) accounts',
      'A screenshot showing a standard user being blocked from an admin function',
    ],
    objectives: [
      {
        letter: 'a',
        text: 'the types of transactions and functions that authorized users are permitted to execute are defined; and',
      },
      {
        letter: 'b',
        text: 'system access is limited to the defined types of transactions and functions for authorized users.',
      },
    ],
    assessmentMethods: {
      examine: [
        'Access control policy',
        'procedures addressing access enforcement',
        'system security plan',
        'system design documentation',
        'list of approved authorizations including remote access authorizations',
        'system audit logs and records',
        'system configuration settings and associated documentation',
        'other relevant documents or records',
      ],
      interview: [
        'Personnel with access enforcement responsibilities',
        'system or network administrators',
        'personnel with information security responsibilities',
        'system developers',
      ],
      test: ['Mechanisms implementing access control policy'],
    },
  },
  {
    controlNumber: 'AC.L1-3.1.20',
    domainId: 'AC',
    identifier2024: 'AC.L1-b.1.iii',
    farReference: '52.204-21(b)(1)(iii)',
    nistReference: '3.1.20',
    title: 'External Connections',
    description: 'Verify and control/limit connections to and use of external information systems.',
    implementationGuidance:
      "External systems are computers and services your company does not own or manage but still uses or connects to: personal phones and home computers, a customer's or supplier's portal, a partner's file-sharing site, or a contractor's laptop. Your own Microsoft 365 or Google Workspace account (your tenant), or any other cloud service where your company keeps contract information, is not an external system: it is part of your own system, inside your assessment scope, and every Level 1 practice applies to it.\n\nThis practice means you know which of these are connected to your systems or used with your contract information, you have checked them, and you set rules that limit their use.\n\n1. List every external system and connection used for company work, such as a customer's supplier portal, a partner's file share, personal devices, or a remote-access service someone else runs. Note your own cloud services that hold contract information separately, as part of your system.\n2. For each one, note what it is used for and whether contract information goes into it, and check (verify) that it is a connection or use you approved, on terms you accept. Keep copies of the agreements or terms of service.\n3. Decide whether personal devices may be used. The simplest rule for a small company is that contract information is handled only on company devices.\n4. Put that rule in a short acceptable-use policy and have every employee sign it.\n5. Enforce it where you can. Depending on your subscription, Microsoft 365 (conditional access with Intune) and Google Workspace (endpoint management and context-aware access) can block unmanaged devices.\n6. If you block them, test that a personal device is blocked and keep a screenshot.",
    requiredEvidence: [
      'A list of external systems and connections used for company work, and what each is used for',
      'A signed acceptable-use policy stating whether personal devices may be used',
      'Agreements or terms of service for external systems that handle contract information',
      'Screenshots of firewall, VPN or device-access rules that limit outside connections',
      'If you block them, a screenshot showing a personal or unmanaged device being blocked',
    ],
    objectives: [
      { letter: 'a', text: 'connections to external systems are identified;' },
      { letter: 'b', text: 'the use of external systems is identified;' },
      { letter: 'c', text: 'connections to external systems are verified;' },
      { letter: 'd', text: 'the use of external systems is verified;' },
      { letter: 'e', text: 'connections to external systems are controlled/limited; and' },
      { letter: 'f', text: 'the use of external systems is controlled/limited.' },
    ],
    assessmentMethods: {
      examine: [
        'Access control policy',
        'procedures addressing the use of external systems',
        'terms and conditions for external systems',
        'system security plan',
        'list of applications accessible from external systems',
        'system configuration settings and associated documentation',
        'system connection or processing agreements',
        'account management documents',
        'other relevant documents or records',
      ],
      interview: [
        'Personnel with responsibilities for defining terms and conditions for use of external systems to access organizational systems',
        'system or network administrators',
        'personnel with information security responsibilities',
      ],
      test: ['Mechanisms implementing terms and conditions on use of external systems'],
    },
  },
  {
    controlNumber: 'AC.L1-3.1.22',
    domainId: 'AC',
    identifier2024: 'AC.L1-b.1.iv',
    farReference: '52.204-21(b)(1)(iv)',
    nistReference: '3.1.22',
    title: 'Control Public Information',
    description: 'Control information posted or processed on publicly accessible information systems.',
    implementationGuidance:
      'This practice is about making sure government contract information never ends up on your public website, social media pages or anywhere else the public can see. Contract details, drawings, prices or schedules that the government has not released must stay private.\n\n1. Decide who is allowed to post to your website, blog and company social media accounts. Keep the list short and write it down.\n2. Remove posting rights from everyone else in your website builder (for example WordPress, Wix or Squarespace) and on social media.\n3. Write a short procedure: before anything is posted, one of the approved people (ideally not the author) checks that it contains no contract information and records the approval. An email reply saying "approved" is fine.\n4. Review what is already on your public website and social media now, and record the date and the result.\n5. Write down what happens if something is posted by mistake: who takes it down, how quickly, and who must be told inside the company.\n6. Explain the rule to employees, for example in a short team meeting, and keep a record of who attended.\n\nKeep the approval emails and review records as evidence.',
    requiredEvidence: [
      'A list of people allowed to post to the company website and social media',
      'Your written review-before-posting procedure',
      'Records of posting approvals, such as approval emails',
      'Screenshots of website and social media user permissions',
      'Records of reviews of your public website and social media content',
      'Your procedure for removing contract information posted by mistake',
    ],
    objectives: [
      {
        letter: 'a',
        text: 'individuals authorized to post or process information on publicly accessible systems are identified;',
      },
      {
        letter: 'b',
        text: 'procedures to ensure [FCI] is not posted or processed on publicly accessible systems are identified;',
      },
      {
        letter: 'c',
        text: 'a review process is in place prior to posting of any content to publicly accessible systems;',
      },
      {
        letter: 'd',
        text: 'content on publicly accessible systems is reviewed to ensure that it does not include [FCI]; and',
      },
      { letter: 'e', text: 'mechanisms are in place to remove and address improper posting of [FCI].' },
    ],
    assessmentMethods: {
      examine: [
        'Access control policy',
        'procedures addressing publicly accessible content',
        'system security plan',
        'list of users authorized to post publicly accessible content on organizational systems',
        'training materials and/or records',
        'records of publicly accessible information reviews',
        'records of response to nonpublic information on public websites',
        'system audit logs and records',
        'security awareness training records',
        'other relevant documents or records',
      ],
      interview: [
        'Personnel with responsibilities for managing publicly accessible information posted on organizational systems',
        'personnel with information security responsibilities',
      ],
      test: ['Mechanisms implementing management of publicly accessible content'],
    },
  },
  {
    controlNumber: 'IA.L1-3.5.1',
    domainId: 'IA',
    identifier2024: 'IA.L1-b.1.v',
    farReference: '52.204-21(b)(1)(v)',
    nistReference: '3.5.1',
    title: 'Identification',
    description: 'Identify information system users, processes acting on behalf of users, or devices.',
    implementationGuidance:
      'This practice means every person, device and automated process that uses your systems has its own unique name, so you can always tell who or what did something. Shared logins, such as one "office" account or a single front-desk password, break this rule because you cannot tell who used them.\n\n1. Give every employee their own named account in Microsoft 365 or Google Workspace, for example jane.smith@yourcompany.com, and their own sign-in on their laptop.\n2. Replace shared accounts. If several people need the same mailbox, use a shared mailbox or group that each person opens with their own login, not a shared password.\n3. Give each company computer a unique name (for example ACME-LT-01) and record it with its serial number in a simple device list.\n4. List any automated accounts, such as a scanner, a backup service or an accounting software connection, and write down who owns each one.\n5. Agree a naming rule for accounts and devices and write it down.\n\nExport the user list from your admin console and compare it with your staff list to show that every account belongs to one real person or one listed device or process.',
    requiredEvidence: [
      'An export of user accounts showing each account belongs to one named person',
      'A list of service accounts and automated tools with their owners',
      'A device list with unique names and serial numbers',
      'Your written naming rule for accounts and devices',
    ],
    objectives: [
      { letter: 'a', text: 'system users are identified;' },
      { letter: 'b', text: 'processes acting on behalf of users are identified; and' },
      { letter: 'c', text: 'devices accessing the system are identified.' },
    ],
    assessmentMethods: {
      examine: [
        'Identification and authentication policy',
        'procedures addressing user identification and authentication',
        'system security plan, system design documentation',
        'system configuration settings and associated documentation',
        'system audit logs and records',
        'list of system accounts',
        'other relevant documents or records',
      ],
      interview: [
        'Personnel with system operations responsibilities',
        'personnel with information security responsibilities',
        'system or network administrators',
        'personnel with account management responsibilities',
        'system developers',
      ],
      test: [
        'Organizational processes for uniquely identifying and authenticating users',
        'mechanisms supporting or implementing identification and authentication capability',
      ],
    },
  },
  {
    controlNumber: 'IA.L1-3.5.2',
    domainId: 'IA',
    identifier2024: 'IA.L1-b.1.vi',
    farReference: '52.204-21(b)(1)(vi)',
    nistReference: '3.5.2',
    title: 'Authentication',
    description:
      'Authenticate (or verify) the identities of those users, processes, or devices, as a prerequisite to allowing access to organizational information systems.',
    implementationGuidance:
      'Identification says who you are; authentication proves it. This practice means no person, device or automated tool gets into your systems without first proving its identity, usually with a password. A second check, such as a code on a phone, is optional (beyond Level 1) but strongly recommended.\n\n1. Make sure every account in Microsoft 365 or Google Workspace needs a password to sign in. Optional (beyond Level 1): set password rules in the admin console, for example at least 12 characters, and write them down as a password policy.\n2. Optional (beyond Level 1): turn on multi-factor authentication for everyone. Level 1 does not require it, but it is the strongest easy protection you can add.\n3. Require a password, PIN or fingerprint to sign in to every Windows and Mac computer. Optional (beyond Level 1): set screens to lock after a few minutes.\n4. Change every default password on routers, firewalls, printers, Wi-Fi and cameras, and record that you did it.\n5. Make sure automated tools and service accounts sign in with their own password, key or certificate, and that devices prove themselves before they connect: for example, only company devices get the office Wi-Fi password, or devices must be enrolled in Microsoft Intune or Google endpoint management. Record how each one signs in and where its credentials are kept.\n6. Test it: try to open a laptop and your email without the right credentials, and take a screenshot showing access is refused.\n\nKeep screenshots of the password settings as proof.',
    requiredEvidence: [
      'Screenshots of password settings in your Microsoft 365 or Google Workspace admin console',
      'Optional (beyond Level 1): your written password policy and a screenshot showing multi-factor sign-in is on',
      'A record showing default passwords on routers, printers and other devices were changed',
      'A record of how service accounts and devices prove their identity (passwords, keys, certificates)',
      'A screenshot showing access is refused without valid credentials',
    ],
    objectives: [
      {
        letter: 'a',
        text: 'the identity of each user is authenticated or verified as a prerequisite to system access;',
      },
      {
        letter: 'b',
        text: 'the identity of each process acting on behalf of a user is authenticated or verified as a prerequisite to system access; and',
      },
      {
        letter: 'c',
        text: 'the identity of each device accessing or connecting to the system is authenticated or verified as a prerequisite to system access.',
      },
    ],
    assessmentMethods: {
      examine: [
        'Identification and authentication policy',
        'system security plan',
        'procedures addressing authenticator management',
        'procedures addressing user identification and authentication',
        'system design documentation',
        'list of system authenticator types',
        'system configuration settings and associated documentation',
        'change control records associated with managing system authenticators',
        'system audit logs and records',
        'other relevant documents or records',
      ],
      interview: [
        'Personnel with authenticator management responsibilities',
        'personnel with information security responsibilities',
        'system or network administrators',
      ],
      test: ['Mechanisms supporting or implementing authenticator management capability'],
    },
  },
  {
    controlNumber: 'MP.L1-3.8.3',
    domainId: 'MP',
    identifier2024: 'MP.L1-b.1.vii',
    farReference: '52.204-21(b)(1)(vii)',
    nistReference: '3.8.3',
    title: 'Media Disposal',
    description:
      'Sanitize or destroy information system media containing Federal Contract Information before disposal or release for reuse.',
    implementationGuidance:
      'Media means anything that stores information: laptop and desktop drives, USB sticks, external drives, phones, the drive inside a copier or printer, and paper. This practice means that before any of these leave your control, whether thrown away, sold, returned at the end of a lease or handed to another person, the contract information on them is wiped or destroyed.\n\n1. Write a short disposal procedure saying how each type of media is handled. The official guide points to NIST SP 800-88 as the standard for wiping.\n2. Before a laptop or phone is given to another person, wipe it: on Windows use Settings > System > Recovery > Reset this PC, choose Remove everything and turn on Clean data; on a Mac use Erase All Content and Settings (System Settings > General > Transfer or Reset); on a phone use the factory reset.\n3. For drives being thrown away, either wipe them as in step 2 or have them destroyed; if a recycling or shredding company does it, get a certificate of destruction that lists serial numbers.\n4. Shred paper with a cross-cut shredder or a shredding service.\n5. Before returning a leased copier, ask the vendor to wipe or remove its drive and give you written confirmation.\n6. Keep a simple log: date, item, serial number, method and who did it.',
    requiredEvidence: [
      'Your written media disposal and reuse procedure',
      'Certificates of destruction from a recycling or shredding company',
      'Wipe records for computers and drives that were reused or disposed of',
      'Shredding records or a shredding service receipt for paper',
      'Written confirmation that copier or printer drives were wiped or removed',
      'Your disposal log with date, item, serial number, method and who did it',
    ],
    objectives: [
      { letter: 'a', text: 'system media containing [FCI] is sanitized or destroyed before disposal; and' },
      { letter: 'b', text: 'system media containing [FCI] is sanitized before it is released for reuse.' },
    ],
    assessmentMethods: {
      examine: [
        'System media protection policy',
        'procedures addressing media sanitization and disposal',
        'applicable standards and policies addressing media sanitization',
        'system security plan',
        'media sanitization records',
        'system audit logs and records',
        'system design documentation',
        'system configuration settings and associated documentation',
        'other relevant documents or records',
      ],
      interview: [
        'Personnel with media sanitization responsibilities',
        'personnel with information security responsibilities',
        'system or network administrators',
      ],
      test: [
        'Organizational processes for media sanitization',
        'mechanisms supporting or implementing media sanitization',
      ],
    },
  },
  {
    controlNumber: 'PE.L1-3.10.1',
    domainId: 'PE',
    identifier2024: 'PE.L1-b.1.viii',
    farReference: '52.204-21(b)(1)(viii)',
    nistReference: '3.10.1',
    title: 'Limit Physical Access',
    description:
      'Limit physical access to organizational information systems, equipment, and the respective operating environments to authorized individuals.',
    implementationGuidance:
      'This practice means only people you have approved can physically get to your computers, network equipment and the rooms where they are used. Someone who can walk up to an unlocked laptop or unplug your router can get around many other protections.\n\n1. Write a list of the people allowed into the office and into any room with network equipment or files, and what access each person has.\n2. Keep the office locked when nobody is there, and keep the router, firewall and any server in a locked room or cabinet.\n3. Place printers and screens where visitors cannot see or pick up contract documents.\n4. Issue keys, badges or door codes only to people on the list, and record who has what.\n5. When someone leaves, collect their key or badge, or change the code, on their last day, and record it.\n6. If staff work from home, ask them to keep company laptops out of reach of family and visitors, and put away when not in use.\n\nTake photos of locked doors and cabinets as evidence. Keep the access list current by updating it whenever someone joins or leaves.',
    requiredEvidence: [
      'A list of people allowed into the office and equipment areas',
      'Records of keys, badges or door codes issued to each person',
      'Photos of locked doors and the locked server cupboard or network cabinet',
      "Photos or notes showing printers and screens are out of visitors' reach",
      'Records of physical access removed when people left',
    ],
    objectives: [
      { letter: 'a', text: 'authorized individuals allowed physical access are identified;' },
      {
        letter: 'b',
        text: 'physical access to organizational systems is limited to authorized individuals;',
      },
      { letter: 'c', text: 'physical access to equipment is limited to authorized individuals; and' },
      {
        letter: 'd',
        text: 'physical access to operating environments is limited to authorized individuals.',
      },
    ],
    assessmentMethods: {
      examine: [
        'Physical and environmental protection policy',
        'procedures addressing physical access authorizations',
        'system security plan',
        'authorized personnel access list',
        'authorization credentials',
        'physical access list reviews',
        'physical access termination records and associated documentation',
        'other relevant documents or records',
      ],
      interview: [
        'Personnel with physical access authorization responsibilities',
        'personnel with physical access to system facility',
        'personnel with information security responsibilities',
      ],
      test: [
        'Organizational processes for physical access authorizations',
        'mechanisms supporting or implementing physical access authorizations',
      ],
    },
  },
  {
    controlNumber: 'PE.L1-3.10.3',
    domainId: 'PE',
    identifier2024: 'PE.L1-b.1.ix',
    farReference: '52.204-21(b)(1)(ix)',
    nistReference: '3.10.3',
    title: 'Escort Visitors',
    description: 'Escort visitors and monitor visitor activity.',
    implementationGuidance:
      'This practice means anyone who is not an authorized employee, such as a customer, delivery driver, repair technician or job applicant, is accompanied by a staff member while in areas where company computers or contract information can be seen or reached, and someone keeps an eye on what they do.\n\n1. Write a short visitor rule: visitors wait at reception or the front door, sign in, and are escorted by an employee at all times until they leave.\n2. Give visitors a visible visitor badge or sticker so staff can tell who is a visitor, and collect it when they leave.\n3. Tell staff what to do if they see an unescorted visitor: politely walk them back to reception.\n4. For cleaners or maintenance workers who come after hours, decide whether they are escorted or added to your list of approved people, and make sure contract paperwork is locked away and computers are signed out or shut down.\n5. If you have a camera at the entrance, mention it in the visitor rule as an extra way of monitoring visitors.\n\nKeep completed visitor log pages, showing who escorted each visitor, as proof that the rule is followed. Optional (beyond Level 1): have staff sign that they have read the visitor rule.',
    requiredEvidence: [
      'Your written visitor and escort rule',
      'A photo of the visitor badge or sticker you use',
      'Completed visitor sign-in pages showing who escorted each visitor',
      'Optional (beyond Level 1): staff signatures showing they have read the visitor rule',
      'Notes or photos of camera coverage at the entrance, if you have it',
    ],
    objectives: [
      { letter: 'a', text: 'visitors are escorted; and' },
      { letter: 'b', text: 'visitor activity is monitored.' },
    ],
    assessmentMethods: {
      examine: [
        'Physical and environmental protection policy',
        'procedures addressing physical access control',
        'system security plan',
        'physical access control logs or records',
        'inventory records of physical access control devices',
        'system entry and exit points',
        'records of key and lock combination changes',
        'storage locations for physical access control devices',
        'physical access control devices',
        'list of security safeguards controlling access to designated publicly accessible areas within facility',
        'other relevant documents or records',
      ],
      interview: [
        'Personnel with physical access control responsibilities',
        'personnel with information security responsibilities',
      ],
      test: [
        'Organizational processes for physical access control',
        'mechanisms supporting or implementing physical access control',
        'physical access control devices',
      ],
    },
  },
  {
    controlNumber: 'PE.L1-3.10.4',
    domainId: 'PE',
    identifier2024: 'PE.L1-b.1.ix',
    farReference: '52.204-21(b)(1)(ix)',
    nistReference: '3.10.4',
    title: 'Physical Access Logs',
    description: 'Maintain audit logs of physical access.',
    implementationGuidance:
      "This practice means you keep a record of everyone who enters your workplace, staff as well as visitors, so you can look back and see who was there and when. Visitors can sign a paper sheet at the front door; for staff, the history of an electronic badge or smart-lock system, time-clock records or a staff sign-in sheet do the same job.\n\n1. Put a visitor log at the entrance with columns for date, name, company, reason for visit, person visited, time in and time out.\n2. Make sure every visitor fills it in on arrival and signs out when leaving. The escorting employee should check it.\n3. Record staff entries too. If you use an electronic badge or smart-lock system, turn on its access history and learn how to export it. If you use keys or a shared door code, have staff sign in and out on a staff sheet, or keep time-clock records if they show who was in the building and when.\n4. Decide how long you keep the logs and write it down. The official guide's example keeps paper sign-in sheets for one year.\n5. Store completed sheets somewhere locked, filed by month.\n6. Optional (beyond Level 1): once a month, look through the logs for anything unusual, such as missing sign-outs. Level 1 asks that the logs are kept, not that they are reviewed.\n\nKeep scans or photos of completed log pages, and the badge-system exports or time-clock records for staff, as evidence.",
    requiredEvidence: [
      'Completed visitor sign-in and sign-out sheets (scans or photos)',
      'Records of staff entries: an export of door badge or smart-lock history, a staff sign-in sheet or time-clock records',
      'Your written rule on how long access logs are kept',
      'Optional (beyond Level 1): notes from a monthly review of the logs',
    ],
    objectives: [{ letter: 'a', text: 'audit logs of physical access are maintained.' }],
    assessmentMethods: {
      examine: [
        'Physical and environmental protection policy',
        'procedures addressing physical access control',
        'system security plan',
        'physical access control logs or records',
        'inventory records of physical access control devices',
        'system entry and exit points',
        'records of key and lock combination changes',
        'storage locations for physical access control devices',
        'physical access control devices',
        'list of security safeguards controlling access to designated publicly accessible areas within facility',
        'other relevant documents or records',
      ],
      interview: [
        'Personnel with physical access control responsibilities',
        'personnel with information security responsibilities',
      ],
      test: [
        'Organizational processes for physical access control',
        'mechanisms supporting or implementing physical access control',
        'physical access control devices',
      ],
    },
  },
  {
    controlNumber: 'PE.L1-3.10.5',
    domainId: 'PE',
    identifier2024: 'PE.L1-b.1.ix',
    farReference: '52.204-21(b)(1)(ix)',
    nistReference: '3.10.5',
    title: 'Manage Physical Access',
    description: 'Control and manage physical access devices.',
    implementationGuidance:
      'Physical access devices are the things that open your doors: keys, key cards, fobs, door codes and lock combinations. This practice means you know every one of them that exists, who holds each one, and that you act when one is lost or when someone leaves.\n\n1. Make a list of every key, badge, fob and code for the office, the network cupboard and filing cabinets, with who holds each one. Number the keys if you can.\n2. Keep spare keys in a locked key box and record who can open it.\n3. Have each employee sign when they receive a key or badge, and again when they return it.\n4. When someone leaves or a key is lost, collect or disable it the same day; change door codes or rekey locks when needed, and note the date.\n5. Change shared door codes from time to time, for example once a year, and whenever someone who knew the code leaves.\n6. Once or twice a year, check the list against reality: count the keys and confirm each holder still works for you.\n\nKeep the list, the signed issue and return records and the lock change records as evidence.',
    requiredEvidence: [
      'A list of every key, badge, fob and door code and who holds each',
      'Signed records of keys and badges issued and returned',
      'Records of keys or badges collected or disabled when people left',
      'Records of lock or door-code changes, with dates',
      'A photo of the locked box where spare keys are kept',
    ],
    objectives: [
      { letter: 'a', text: 'physical access devices are identified;' },
      { letter: 'b', text: 'physical access devices are controlled; and' },
      { letter: 'c', text: 'physical access devices are managed.' },
    ],
    assessmentMethods: {
      examine: [
        'Physical and environmental protection policy',
        'procedures addressing physical access control',
        'system security plan',
        'physical access control logs or records',
        'inventory records of physical access control devices',
        'system entry and exit points',
        'records of key and lock combination changes',
        'storage locations for physical access control devices',
        'physical access control devices',
        'list of security safeguards controlling access to designated publicly accessible areas within facility',
        'other relevant documents or records',
      ],
      interview: [
        'Personnel with physical access control responsibilities',
        'personnel with information security responsibilities',
      ],
      test: [
        'Organizational processes for physical access control',
        'mechanisms supporting or implementing physical access control',
        'physical access control devices',
      ],
    },
  },
  {
    controlNumber: 'SC.L1-3.13.1',
    domainId: 'SC',
    identifier2024: 'SC.L1-b.1.x',
    farReference: '52.204-21(b)(1)(x)',
    nistReference: '3.13.1',
    title: 'Boundary Protection',
    description:
      'Monitor, control, and protect organizational communications (i.e., information transmitted or received by organizational information systems) at the external boundaries and key internal boundaries of the information systems.',
    implementationGuidance:
      'Your network boundary is where your office network meets the internet, usually at your router or firewall. This practice means traffic crossing that point is watched (monitored), only allowed traffic gets through (controlled), and information passing it is kept safe (protected). Key internal boundaries count too, such as the one between guest Wi-Fi and your business network, or between networked shop-floor machines and your office computers.\n\n1. Draw a simple diagram of your network: internet connection, firewall or router, business Wi-Fi, guest Wi-Fi, computers (including any CAM, DNC or programming PC), printers, any networked shop-floor machines and the cloud services you use.\n2. Use a business-grade firewall or router with its firewall switched on, set to block incoming connections you have not specifically allowed.\n3. Put visitors on a separate guest Wi-Fi that cannot reach your business computers.\n4. Shop-floor machines (CNC machine controllers, PLCs) and test equipment are specialized assets, whether they are networked or not: under the CMMC rule (32 CFR 170.19(b)(2)(ii)) they are not part of the Level 1 assessment scope and are not assessed against the requirements. A CAM, DNC or programming PC that holds customer drawings is not a specialized asset: it is a computer holding contract information and is in scope like any office computer. List the machines and, where they are networked, put them on their own network segment if you can; the line between that segment and your office computers is the obvious key internal boundary.\n5. Turn on the built-in firewall on every Windows and Mac laptop, since staff also connect from other networks.\n6. Turn on logging or email alerts in the firewall and look at them regularly; many small-business firewalls can send a daily or weekly summary.\n7. If your business offers remote access into the office network, make sure it uses a VPN or another encrypted connection. Web or DNS filtering that blocks known harmful websites is a useful extra control at the boundary.\n\nSave the diagram and screenshots of the firewall settings as evidence.',
    requiredEvidence: [
      'A network diagram showing the internet connection, firewall, business network, guest Wi-Fi and any shop-floor network',
      'Screenshots of firewall settings showing unrequested incoming traffic is blocked',
      'If you use it, screenshots of web or DNS filtering settings',
      'Firewall logs, alerts or summary reports',
      'If your business offers remote access into the office network, proof that it uses a VPN or another encrypted connection',
    ],
    objectives: [
      { letter: 'a', text: 'the external system boundary is defined;' },
      { letter: 'b', text: 'key internal system boundaries are defined;' },
      { letter: 'c', text: 'communications are monitored at the external system boundary;' },
      { letter: 'd', text: 'communications are monitored at key internal boundaries;' },
      { letter: 'e', text: 'communications are controlled at the external system boundary;' },
      { letter: 'f', text: 'communications are controlled at key internal boundaries;' },
      { letter: 'g', text: 'communications are protected at the external system boundary; and' },
      { letter: 'h', text: 'communications are protected at key internal boundaries.' },
    ],
    assessmentMethods: {
      examine: [
        'System and communications protection policy',
        'procedures addressing boundary protection',
        'system security plan',
        'list of key internal boundaries of the system',
        'system design documentation',
        'boundary protection hardware and software',
        'enterprise security architecture documentation',
        'system audit logs and records',
        'system configuration settings and associated documentation',
        'other relevant documents or records',
      ],
      interview: [
        'System or network administrators',
        'personnel with information security responsibilities',
        'system developers',
        'personnel with boundary protection responsibilities',
      ],
      test: ['Mechanisms implementing boundary protection capability'],
    },
  },
  {
    controlNumber: 'SC.L1-3.13.5',
    domainId: 'SC',
    identifier2024: 'SC.L1-b.1.xi',
    farReference: '52.204-21(b)(1)(xi)',
    nistReference: '3.13.5',
    title: 'Public-Access System Separation',
    description:
      'Implement subnetworks for publicly accessible system components that are physically or logically separated from internal networks.',
    implementationGuidance:
      'Publicly accessible system components are things anyone on the internet can reach, such as a web server you run yourself, a customer portal or a remote-access gateway. This practice means those systems sit on a separate part of the network (often called a DMZ), or are run somewhere else entirely, so an attacker who breaks into them cannot reach your internal computers.\n\n1. List every system that people outside your company can reach from the internet, and where it runs. Shop-floor machines do not belong on this list: they are specialized assets, outside the Level 1 assessment (32 CFR 170.19(b)(2)(ii)), and keeping networked ones apart is part of Boundary Protection (SC.L1-3.13.1).\n2. If your website is hosted by an outside provider such as Wix, Squarespace or a web host, it is not on your office network. Note that, and confirm no contract information is stored on it.\n3. If you run anything in your office that the public can reach, put it on its own network segment (a DMZ or separate VLAN) and set firewall rules so it cannot open connections into your internal network.\n4. Show these public systems and their separation on your network diagram.\n\nIf you truly have no publicly accessible systems within your assessment scope, the official guide says this practice might be marked not applicable. Write down why, and keep that explanation as your evidence.',
    requiredEvidence: [
      'A list of systems that people outside the company can reach from the internet',
      'A network diagram showing public systems separated from the internal network',
      'Screenshots of firewall rules blocking public systems from reaching internal computers',
      'Hosting agreements for websites or services run by outside providers',
      'If nothing is publicly accessible, a written explanation of why the practice does not apply',
    ],
    objectives: [
      { letter: 'a', text: 'publicly accessible system components are identified; and' },
      {
        letter: 'b',
        text: 'subnetworks for publicly accessible system components are physically or logically separated from internal networks.',
      },
    ],
    assessmentMethods: {
      examine: [
        'System and communications protection policy',
        'procedures addressing boundary protection',
        'system security plan',
        'list of key internal boundaries of the system',
        'system design documentation',
        'boundary protection hardware and software',
        'system configuration settings and associated documentation',
        'enterprise security architecture documentation',
        'system audit logs and records',
        'other relevant documents or records',
      ],
      interview: [
        'System or network administrators',
        'personnel with information security responsibilities',
        'system developers',
        'personnel with boundary protection responsibilities',
      ],
      test: ['Mechanisms implementing boundary protection capability'],
    },
  },
  {
    controlNumber: 'SI.L1-3.14.1',
    domainId: 'SI',
    identifier2024: 'SI.L1-b.1.xii',
    farReference: '52.204-21(b)(1)(xii)',
    nistReference: '3.14.1',
    title: 'Flaw Remediation',
    description: 'Identify, report, and correct information and information system flaws in a timely manner.',
    implementationGuidance:
      'Flaws are weaknesses in software and devices that attackers can use, and they are usually fixed by updates (patches). This practice means you decide how quickly you will find, report and fix flaws, and then you really do it within those times.\n\n1. Write a short patching rule with timeframes, for example: check for updates weekly, report missing or failed updates to the owner within two days, install critical security updates within 14 days and others within 30 days. Choose times you can actually meet.\n2. Turn on automatic updates on every computer and company phone. On Windows, open Settings > Windows Update and make sure updates are not paused. On a Mac, open System Settings > General > Software Update, click the info button next to Automatic updates, and turn on "Install macOS updates" and "Install Security Responses and system files". Microsoft Intune or Google endpoint management can show which devices are behind.\n3. Keep web browsers, Microsoft Office, PDF readers and other apps on automatic updates.\n4. Update the firmware on your router, firewall, Wi-Fi access points and printers; set a monthly calendar reminder to check.\n5. Replace devices and software that no longer receive security updates.\n6. Keep a simple log of updates installed and any problems, with dates.\n\nMonthly screenshots showing devices are up to date make good evidence that you meet your own timeframes.',
    requiredEvidence: [
      'Your written patching rule with timeframes for finding, reporting and fixing flaws',
      'Screenshots showing automatic updates are turned on for computers and phones',
      'A report or screenshots showing devices are up to date',
      'Records of router, firewall and printer firmware updates',
      'A dated log of updates installed',
    ],
    objectives: [
      { letter: 'a', text: 'the time within which to identify system flaws is specified;' },
      { letter: 'b', text: 'system flaws are identified within the specified time frame;' },
      { letter: 'c', text: 'the time within which to report system flaws is specified;' },
      { letter: 'd', text: 'system flaws are reported within the specified time frame;' },
      { letter: 'e', text: 'the time within which to correct system flaws is specified; and' },
      { letter: 'f', text: 'system flaws are corrected within the specified time frame.' },
    ],
    assessmentMethods: {
      examine: [
        'System and information integrity policy',
        'procedures addressing flaw remediation',
        'procedures addressing configuration management',
        'system security plan',
        'list of flaws and vulnerabilities potentially affecting the system',
        'list of recent security flaw remediation actions performed on the system (e.g., list of installed patches, service packs, hot fixes, and other software updates to correct system flaws)',
        'test results from the installation of software and firmware updates to correct system flaws',
        'installation/change control records for security-relevant software and firmware updates',
        'other relevant documents or records',
      ],
      interview: [
        'System or network administrators',
        'personnel with information security responsibilities',
        'personnel installing, configuring, and maintaining the system',
        'personnel with responsibility for flaw remediation',
        'personnel with configuration management responsibility',
      ],
      test: [
        'Organizational processes for identifying, reporting, and correcting system flaws',
        'organizational process for installing software and firmware updates',
        'mechanisms supporting or implementing reporting, and correcting system flaws',
        'mechanisms supporting or implementing testing software and firmware updates',
      ],
    },
  },
  {
    controlNumber: 'SI.L1-3.14.2',
    domainId: 'SI',
    identifier2024: 'SI.L1-b.1.xiii',
    farReference: '52.204-21(b)(1)(xiii)',
    nistReference: '3.14.2',
    title: 'Malicious Code Protection',
    description:
      'Provide protection from malicious code at appropriate locations within organizational information systems.',
    implementationGuidance:
      'Malicious code means viruses, ransomware, spyware and similar harmful software. This practice means you decide where protection is needed (the "designated locations") and make sure protection is actually running in each of them.\n\n1. List the places that need protection: every Windows and Mac computer, any server, your email, and your firewall if it offers threat scanning.\n2. On Windows, Microsoft Defender Antivirus is built in; make sure it is turned on and not disabled. Macs have built-in protection, but consider adding a business antivirus product that you can check centrally.\n3. If you have several computers, a product with a central console, such as Microsoft Defender for Business or a similar business antivirus, lets you see every device\'s status in one place. It is a convenience, not a Level 1 requirement.\n4. Make sure email scanning is on: Microsoft 365 and Google Workspace both scan attachments for malware.\n5. Check the console monthly for devices missing protection and for detections, and record what was done about each one.\n\nKeep your list of locations, screenshots of the console showing all devices protected, and screenshots of your email protection settings.',
    requiredEvidence: [
      'A list of the places that need malware protection (computers, servers, email, firewall)',
      'A console report or screenshots showing antivirus running on every computer',
      'Screenshots of email malware-scanning settings',
      'Records of threats detected and what was done about them',
    ],
    objectives: [
      { letter: 'a', text: 'designated locations for malicious code protection are identified; and' },
      { letter: 'b', text: 'protection from malicious code at designated locations is provided.' },
    ],
    assessmentMethods: {
      examine: [
        'System and information integrity policy',
        'configuration management policy and procedures',
        'procedures addressing malicious code protection',
        'records of malicious code protection updates',
        'malicious code protection mechanisms',
        'system security plan',
        'system configuration settings and associated documentation',
        'record of actions initiated by malicious code protection mechanisms in response to malicious code detection',
        'scan results from malicious code protection mechanisms',
        'system design documentation',
        'system audit logs and records',
        'other relevant documents or records',
      ],
      interview: [
        'System or network administrators',
        'personnel with information security responsibilities',
        'personnel installing, configuring, and maintaining the system',
        'personnel with responsibility for malicious code protection',
        'personnel with configuration management responsibility',
      ],
      test: [
        'Organizational processes for employing, updating, and configuring malicious code protection mechanisms',
        'organizational process for addressing false positives and resulting potential impact',
        'mechanisms supporting or implementing employing, updating, and configuring malicious code protection mechanisms',
        'mechanisms supporting or implementing malicious code scanning and subsequent actions',
      ],
    },
  },
  {
    controlNumber: 'SI.L1-3.14.4',
    domainId: 'SI',
    identifier2024: 'SI.L1-b.1.xiv',
    farReference: '52.204-21(b)(1)(xiv)',
    nistReference: '3.14.4',
    title: 'Update Malicious Code Protection',
    description: 'Update malicious code protection mechanisms when new releases are available.',
    implementationGuidance:
      'Antivirus software can only recognize threats it knows about, so it needs frequent updates to its definitions (its list of known threats) and to the program itself. This practice means those updates are installed whenever the vendor releases them.\n\n1. Make sure automatic updates are turned on in the antivirus on every computer. Microsoft Defender Antivirus gets its updates through Windows Update by default, so do not pause Windows Update. The Mac\'s built-in protection (XProtect) updates itself when "Install Security Responses and system files" is on, under System Settings > General > Software Update > Automatic updates.\n2. Do not let staff turn off updates or the antivirus. Giving them standard (non-admin) accounts helps, and on Windows you can turn on Tamper Protection in Windows Security > Virus & threat protection > Virus & threat protection settings > Manage settings.\n3. If you use a central console, set the update policy there, for example checking for new definitions at least daily, and take a screenshot of that setting.\n4. Once a month, check that every device shows recent definitions. On a Windows PC, open Windows Security > Virus & threat protection > Protection updates.\n5. Fix any device that is out of date straight away and note what you did.\n6. Make sure laptops that are rarely used are switched on and connected regularly so they can update.\n\nKeep the screenshots and your monthly check notes as evidence.',
    requiredEvidence: [
      'A screenshot of the antivirus automatic-update setting',
      'A report showing current definition versions on every computer',
      'Update history or logs from your antivirus',
      'Notes from your monthly check of antivirus updates',
    ],
    objectives: [
      {
        letter: 'a',
        text: 'malicious code protection mechanisms are updated when new releases are available.',
      },
    ],
    assessmentMethods: {
      examine: [
        'System and information integrity policy',
        'configuration management policy and procedures',
        'procedures addressing malicious code protection',
        'malicious code protection mechanisms',
        'records of malicious code protection updates',
        'system security plan',
        'system design documentation',
        'system configuration settings and associated documentation',
        'scan results from malicious code protection mechanisms',
        'record of actions initiated by malicious code protection mechanisms in response to malicious code detection',
        'system audit logs and records',
        'other relevant documents or records',
      ],
      interview: [
        'System or network administrators',
        'personnel with information security responsibilities',
        'personnel installing, configuring, and maintaining the system',
        'personnel with responsibility for malicious code protection',
        'personnel with configuration management responsibility',
      ],
      test: [
        'Organizational processes for employing, updating, and configuring malicious code protection mechanisms',
        'organizational process for addressing false positives and resulting potential impact',
        'mechanisms supporting or implementing malicious code protection mechanisms (including updates and configurations)',
        'mechanisms supporting or implementing malicious code scanning and subsequent actions',
      ],
    },
  },
  {
    controlNumber: 'SI.L1-3.14.5',
    domainId: 'SI',
    identifier2024: 'SI.L1-b.1.xv',
    farReference: '52.204-21(b)(1)(xv)',
    nistReference: '3.14.5',
    title: 'System & File Scanning',
    description:
      'Perform periodic scans of the information system and real-time scans of files from external sources as files are downloaded, opened, or executed.',
    implementationGuidance:
      'This practice has two parts. First, your antivirus scans your computers on a schedule you set (periodic scans). Second, it checks files from outside the moment they are downloaded, opened or run (real-time scans), including email attachments and files on USB sticks.\n\n1. Decide how often scheduled scans should run, for example a quick scan once a week, and write it down. Choose a frequency you can show really happens.\n2. Set that schedule in your antivirus or its central console. For Microsoft Defender Antivirus on several computers, an Intune antivirus policy (Endpoint security > Antivirus) sets the scan type, day and time for all of them. On a single PC, open Task Scheduler, go to Task Scheduler Library > Microsoft > Windows > Windows Defender, and add a trigger to the Windows Defender Scheduled Scan task. Windows Security shows the date of the last scan under Virus & threat protection.\n3. Make sure real-time protection is turned on for every computer: in Windows Security > Virus & threat protection > Virus & threat protection settings > Manage settings. Real-time protection checks files as they are downloaded, opened or run, which is the real-time scanning of files from external sources this practice asks for.\n4. Confirm that your email service scans attachments and that files on USB drives are scanned when opened.\n5. On Macs, the built-in protection (XProtect) runs automatically: it checks apps when they are first opened or changed and runs its own background checks on a schedule Apple sets. It has no on-demand scan, you cannot set or show a scan schedule, and it checks apps, not documents. Optional: a third-party antivirus for Mac gives you a scan schedule you set, a scan history you can show and real-time scanning of documents, the simplest way to show this practice on Macs.\n6. Once a month, look at the scan history to confirm scans really ran on schedule, and record any threats found and what was done.\n\nKeep the written scan schedule, screenshots of the settings and the scan history as evidence.',
    requiredEvidence: [
      'Your written scan schedule (for example a weekly quick scan)',
      'Scan history from your antivirus showing scans ran on schedule',
      'A screenshot showing real-time protection is turned on',
      'Screenshots showing email attachment scanning is turned on',
      'Settings showing files on USB drives are scanned when used',
    ],
    objectives: [
      { letter: 'a', text: 'the frequency for malicious code scans is defined;' },
      { letter: 'b', text: 'malicious code scans are performed with the defined frequency; and' },
      {
        letter: 'c',
        text: 'real-time malicious code scans of files from external sources as files are downloaded, opened, or executed are performed.',
      },
    ],
    assessmentMethods: {
      examine: [
        'System and information integrity policy',
        'configuration management policy and procedures',
        'procedures addressing malicious code protection',
        'malicious code protection mechanisms',
        'records of malicious code protection updates',
        'system security plan',
        'system design documentation',
        'system configuration settings and associated documentation',
        'scan results from malicious code protection mechanisms',
        'record of actions initiated by malicious code protection mechanisms in response to malicious code detection',
        'system audit logs and records',
        'other relevant documents or records',
      ],
      interview: [
        'System or network administrators',
        'personnel with information security responsibilities',
        'personnel installing, configuring, and maintaining the system',
        'personnel with responsibility for malicious code protection',
        'personnel with configuration management responsibility',
      ],
      test: [
        'Organizational processes for employing, updating, and configuring malicious code protection mechanisms',
        'organizational process for addressing false positives and resulting potential impact',
        'mechanisms supporting or implementing malicious code protection mechanisms (including updates and configurations)',
        'mechanisms supporting or implementing malicious code scanning and subsequent actions',
      ],
    },
  },
];

/**
 * The 15 requirements of 32 CFR 170.14(c)(2), each with its text in FAR 52.204-21(b)(1), verbatim
 * (shared/reference/cmmc-level1.md section 3). The practices above carry the same words, except the
 * three practices of (b)(1)(ix), which carry one phrase each.
 */
export const REQUIREMENTS: RequirementSeed[] = [
  {
    id: 'AC.L1-b.1.i',
    farReference: '52.204-21(b)(1)(i)',
    text: 'Limit information system access to authorized users, processes acting on behalf of authorized users, or devices (including other information systems).',
  },
  {
    id: 'AC.L1-b.1.ii',
    farReference: '52.204-21(b)(1)(ii)',
    text: 'Limit information system access to the types of transactions and functions that authorized users are permitted to execute.',
  },
  {
    id: 'AC.L1-b.1.iii',
    farReference: '52.204-21(b)(1)(iii)',
    text: 'Verify and control/limit connections to and use of external information systems.',
  },
  {
    id: 'AC.L1-b.1.iv',
    farReference: '52.204-21(b)(1)(iv)',
    text: 'Control information posted or processed on publicly accessible information systems.',
  },
  {
    id: 'IA.L1-b.1.v',
    farReference: '52.204-21(b)(1)(v)',
    text: 'Identify information system users, processes acting on behalf of users, or devices.',
  },
  {
    id: 'IA.L1-b.1.vi',
    farReference: '52.204-21(b)(1)(vi)',
    text: 'Authenticate (or verify) the identities of those users, processes, or devices, as a prerequisite to allowing access to organizational information systems.',
  },
  {
    id: 'MP.L1-b.1.vii',
    farReference: '52.204-21(b)(1)(vii)',
    text: 'Sanitize or destroy information system media containing Federal Contract Information before disposal or release for reuse.',
  },
  {
    id: 'PE.L1-b.1.viii',
    farReference: '52.204-21(b)(1)(viii)',
    text: 'Limit physical access to organizational information systems, equipment, and the respective operating environments to authorized individuals.',
  },
  {
    id: 'PE.L1-b.1.ix',
    farReference: '52.204-21(b)(1)(ix)',
    text: 'Escort visitors and monitor visitor activity; maintain audit logs of physical access; and control and manage physical access devices.',
  },
  {
    id: 'SC.L1-b.1.x',
    farReference: '52.204-21(b)(1)(x)',
    text: 'Monitor, control, and protect organizational communications (i.e., information transmitted or received by organizational information systems) at the external boundaries and key internal boundaries of the information systems.',
  },
  {
    id: 'SC.L1-b.1.xi',
    farReference: '52.204-21(b)(1)(xi)',
    text: 'Implement subnetworks for publicly accessible system components that are physically or logically separated from internal networks.',
  },
  {
    id: 'SI.L1-b.1.xii',
    farReference: '52.204-21(b)(1)(xii)',
    text: 'Identify, report, and correct information and information system flaws in a timely manner.',
  },
  {
    id: 'SI.L1-b.1.xiii',
    farReference: '52.204-21(b)(1)(xiii)',
    text: 'Provide protection from malicious code at appropriate locations within organizational information systems.',
  },
  {
    id: 'SI.L1-b.1.xiv',
    farReference: '52.204-21(b)(1)(xiv)',
    text: 'Update malicious code protection mechanisms when new releases are available.',
  },
  {
    id: 'SI.L1-b.1.xv',
    farReference: '52.204-21(b)(1)(xv)',
    text: 'Perform periodic scans of the information system and real-time scans of files from external sources as files are downloaded, opened, or executed.',
  },
];
