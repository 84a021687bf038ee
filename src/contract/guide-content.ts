// Fixed content of the implementation guide for the six CMMC Level 1 domains (decision D2).
import type { GuideTemplate, ImplementationStep, QuickWin, ScopeNote } from './guide';

/**
 * What the assessment covers, said once for the guide (and repeated in the same words by the
 * catalog, the scope card and the templates). In scope: 32 CFR 170.19(b)(1). Specialized assets:
 * 32 CFR 170.19(b)(2)(ii), quoted. External systems: NIST SP 800-171 Rev 2, 3.1.20, whose
 * discussion calls them systems "for which organizations typically have no direct supervision and
 * authority"; a tenant the company administers is under its authority, so it is part of its system.
 */
export const SCOPE_NOTES: ScopeNote[] = [
  {
    title: 'In scope: everything that stores, processes or sends contract information',
    description:
      'Computers, phones, servers, network equipment, and the cloud services your company administers, such as its Microsoft 365 or Google Workspace tenant. In a machine shop this includes the CAM, DNC or programming PC that holds customer drawings: it is an ordinary computer holding Federal Contract Information, so it is assessed like the office computers (32 CFR 170.19(b)(1)).',
  },
  {
    title: 'Specialized assets: left out, connected or not',
    description:
      'CNC machine controllers, PLCs and other operational technology, test equipment, IoT devices and government-furnished equipment are specialized assets, whether or not they are connected to your network. They "are not part of the Level 1 CMMC Assessment Scope and are not assessed against CMMC security requirements" (32 CFR 170.19(b)(2)(ii)). Listing them in your scope is optional; it shows why they were left out.',
  },
  {
    title: 'External systems: used, but not yours',
    description:
      "Systems your company uses or connects to but does not own or administer, such as personal phones and home computers, a customer's supplier portal, a partner's file share or a contractor's laptop. AC.L1-3.1.20 asks you to identify them, verify them and limit their use. Your own Microsoft 365 or Google Workspace tenant is not one of them: it is part of your own system and in scope.",
  },
];

export const QUICK_WINS: QuickWin[] = [
  {
    title: 'Give everyone their own login, change default passwords',
    description:
      'Replace shared logins with one named account per person, and change the factory passwords on your router, Wi-Fi, printers and cameras. Both are part of Level 1. Optional (beyond Level 1): multi-factor sign-in for email stops most break-ins with stolen passwords.',
    effort: 'Low',
    impact: 'High',
    domain: 'IA',
  },
  {
    title: 'Turn on automatic updates and antivirus',
    description:
      'Check that automatic updates are on for every computer and phone, and that the built-in protection runs on every computer: Microsoft Defender Antivirus with real-time protection on Windows, and XProtect on Macs, which runs on its own. It costs nothing and underpins all four System and Information Integrity practices.',
    effort: 'Low',
    impact: 'High',
    domain: 'SI',
  },
  {
    title: 'Lock the network closet, log who comes in',
    description:
      'Put the router, firewall and any server in a locked room or cabinet. Have every visitor sign the Visitor Log and stay escorted, and keep a record of staff entries too (badge history, time clock or a sign-in sheet).',
    effort: 'Low',
    impact: 'Medium',
    domain: 'PE',
  },
  {
    title: 'Wipe or shred before anything leaves',
    description:
      'Before an old computer, phone, USB stick or leased copier leaves the company, wipe it or have it destroyed (with a certificate), and shred paper with contract information. Note each one in the Media Sanitization Record.',
    effort: 'Low',
    impact: 'Medium',
    domain: 'MP',
  },
  {
    title: 'Check the firewall and split off guest Wi-Fi',
    description:
      'Make sure your router or firewall blocks incoming connections you have not allowed, turn on the built-in firewall on every computer, and put visitors on a guest Wi-Fi that cannot reach business computers. Then sketch your network on one page.',
    effort: 'Low',
    impact: 'High',
    domain: 'SC',
  },
  {
    title: 'Write down who may use which systems',
    description:
      'List every person, automated account and device allowed to use company systems, and what each may do, in the Authorized Users and Devices List. This list is the starting point for the Access Control and Identification practices.',
    effort: 'Medium',
    impact: 'High',
    domain: 'AC',
  },
];

export const GUIDE_TEMPLATES: GuideTemplate[] = [
  {
    file: 'scope-description.docx',
    title: 'Scope Description',
    description:
      'Describe what your self-assessment covers: the Federal Contract Information you handle, and the people, places, systems and outside providers that store, process or send it, plus what is out of scope and why. Fill in the [BRACKETS] and have it approved before you assess.',
    format: 'Word document (DOCX)',
    domains: ['AC', 'IA', 'MP', 'PE', 'SC', 'SI'],
  },
  {
    file: 'self-assessment-worksheet.xlsx',
    title: 'Self-Assessment Worksheet',
    description:
      "All 59 assessment objectives of the 17 Level 1 practices, one row each, with columns for the finding (MET, NOT MET or N/A), the methods used, the evidence and notes, and a summary sheet that works out each practice's result.",
    format: 'Excel workbook (XLSX)',
    domains: ['AC', 'IA', 'MP', 'PE', 'SC', 'SI'],
  },
  {
    file: 'access-control-policy.docx',
    title: 'Access Control Policy',
    description:
      'A ready-to-edit policy covering who approves access, least privilege, unique accounts, sign-in, leavers, personal devices, outside services and public posting, with multi-factor sign-in and screen lock marked optional, beyond Level 1. Fill in the [BRACKETS], then have the owner sign the final version.',
    format: 'Word document (DOCX)',
    domains: ['AC', 'IA'],
  },
  {
    file: 'authorized-users-and-devices.xlsx',
    title: 'Authorized Users and Devices List',
    description:
      'One list of every person, service account, device and outside service allowed to use company systems, with their access level and who approved it. Replace the example rows and compare it with your admin console every quarter.',
    format: 'Excel workbook (XLSX)',
    domains: ['AC', 'IA'],
  },
  {
    file: 'account-review-record.xlsx',
    title: 'Account Review Record',
    description:
      "A record of each comparison of a system's accounts and devices with your authorized list: what was found, what was fixed and who approved it. Fill in a row per system at every review and whenever someone leaves.",
    format: 'Excel workbook (XLSX)',
    domains: ['AC', 'IA'],
  },
  {
    file: 'acceptable-use-agreement.docx',
    title: 'Acceptable Use and Security Rules',
    description:
      'Plain rules for staff on accounts, personal devices, outside services, public posting, antivirus, visitors, keys and disposal, with a signature block. Have every employee sign it and keep the signed copies as evidence.',
    format: 'Word document (DOCX)',
    domains: ['AC', 'IA', 'MP', 'PE', 'SI'],
  },
  {
    file: 'public-content-review-log.xlsx',
    title: 'Public Content Review Log',
    description:
      'A log showing that posts for your website and social media were checked for Federal Contract Information before going public, that public content is reviewed from time to time, and what was done if anything had to come down.',
    format: 'Excel workbook (XLSX)',
    domains: ['AC'],
  },
  {
    file: 'media-sanitization-procedure.docx',
    title: 'Media Sanitization Procedure',
    description:
      'A short procedure for wiping or destroying drives, phones, USB sticks, copier drives and paper before they are thrown away or passed on, using the clear, purge and destroy methods of NIST SP 800-88. Fill in the [BRACKETS] and sign it.',
    format: 'Word document (DOCX)',
    domains: ['MP'],
  },
  {
    file: 'media-sanitization-record.xlsx',
    title: 'Media Sanitization Record',
    description:
      'A log of every drive, phone, USB stick, copier drive or batch of paper that was wiped or destroyed, following NIST SP 800-88 (the federal guide to wiping media). Add a row each time and keep the certificates of destruction with it.',
    format: 'Excel workbook (XLSX)',
    domains: ['MP'],
  },
  {
    file: 'physical-access-authorization-list.xlsx',
    title: 'Physical Access Authorization List',
    description:
      'The list of employees, contractors and service providers allowed into your workplace and its restricted rooms without an escort, who approved them and when access ended. Review it whenever staff change.',
    format: 'Excel workbook (XLSX)',
    domains: ['PE'],
  },
  {
    file: 'visitor-log.xlsx',
    title: 'Visitor Log',
    description:
      'A sign-in sheet recording each visitor and their signature, who escorted them, when they came and left, whether the visitor badge came back, and where they went. Print it for the front desk or keep it on a tablet, and file completed pages by month.',
    format: 'Excel workbook (XLSX)',
    domains: ['PE'],
  },
  {
    file: 'staff-physical-access-log.xlsx',
    title: 'Staff Physical Access Log',
    description:
      "A log of who entered the workplace or a restricted room, staff included, and when. Use it where you have no badge system, or for rooms such as the network closet; a badge system's exported history does the same job.",
    format: 'Excel workbook (XLSX)',
    domains: ['PE'],
  },
  {
    file: 'physical-access-device-log.xlsx',
    title: 'Key, Badge and Door Code Log',
    description:
      'A record of every key, badge, fob and door code, who holds it, and when it was issued, returned or changed. Have holders initial when they receive a key and update it the day someone leaves.',
    format: 'Excel workbook (XLSX)',
    domains: ['PE'],
  },
  {
    file: 'network-boundary-diagram-guide.docx',
    title: 'Network Boundary Diagram Guide',
    description:
      'Step-by-step help for drawing a one-page diagram of your network, cloud services and public website, with an example sketch, boundary tables and a checklist. Use it to define, monitor and separate your network boundaries.',
    format: 'Word document (DOCX)',
    domains: ['SC'],
  },
  {
    file: 'patching-and-antimalware-procedure.docx',
    title: 'Patching and Anti-Malware Procedure',
    description:
      'A procedure setting your time frames for fixing flaws, automatic updates, antivirus updates and scan schedules, and what to do when malware is found. Fill in your time frames, sign it, and use its record tables every month.',
    format: 'Word document (DOCX)',
    domains: ['SI'],
  },
  {
    file: 'sprs-affirmation-record.docx',
    title: 'SPRS and Affirmation Record',
    description:
      'A record of the five results you enter in SPRS (CMMC level, status date, assessment scope, CAGE codes, compliance result) and of the affirming official and the affirmation of 32 CFR 170.22, with the date the next annual affirmation is due.',
    format: 'Word document (DOCX)',
    domains: ['AC', 'IA', 'MP', 'PE', 'SC', 'SI'],
  },
];

export const IMPLEMENTATION_STEPS: Record<string, ImplementationStep[]> = {
  AC: [
    {
      title: 'List everyone and everything that uses company systems',
      description:
        'Fill in the Authorized Users and Devices List with every employee, every automated account (for example a copier that emails scans or a backup tool) and every company computer and phone. Have the owner approve each entry and record the date.',
    },
    {
      title: 'Remove accounts and devices that are not on the list',
      description:
        'Compare the users in your Microsoft 365 or Google Workspace admin console, and the sign-ins on each computer, with your list. Disable anything that does not match, and disable accounts on the day someone leaves. Record each review with its date.',
    },
    {
      title: 'Give each role only the access it needs',
      description:
        'Write a simple table of roles and what each may do, as in section 5 of the Access Control Policy. Make everyday accounts standard users, give admin rights only to the one or two people whose role needs them, and share contract folders only with the roles that need them. Optional (beyond Level 1): give each admin a separate admin account used only for admin work.',
    },
    {
      title: 'Control personal devices and external systems',
      description:
        "Add every external system you use or connect to, such as a customer's portal or a partner's file share, to the Authorized Users and Devices List as an External service. Your own Microsoft 365 or Google Workspace tenant that holds contract information is not external: it is part of your system and in scope. Decide whether personal devices may be used (the simplest rule is company devices only), put it in the Acceptable Use and Security Rules, and block unmanaged devices if your subscription allows it.",
    },
    {
      title: 'Decide who may post to your website and social media',
      description:
        'Name the few people allowed to post, remove posting rights from everyone else, and have one of them check every post for contract information before it goes public. Review what is already published, record the date and result, and agree who removes anything posted by mistake.',
    },
    {
      title: 'Sign the Access Control Policy and review it regularly',
      description:
        'Level 1 does not require a written policy, but one is the simplest way to show what you do. Fill in the Access Control Policy template so it describes what you really do, and have the owner approve and sign it: only final, approved documents count as evidence, not drafts. Reviewing the user list every quarter and the policy every year is a good habit.',
    },
  ],
  IA: [
    {
      title: 'Give every person their own account',
      description:
        'Create a named account for each person, for example jane.smith@yourcompany.com, and their own sign-in on their computer. Replace shared logins: a shared mailbox should be opened by each person with their own account, never with a shared password.',
    },
    {
      title: 'Name and record every device and automated account',
      description:
        'Give each company computer a unique name (for example ACME-LT-01) and record it with its serial number in the Authorized Users and Devices List. Add each automated account, such as a scanner or backup service, with the person responsible for it.',
    },
    {
      title: 'Require a password for every account and computer',
      description:
        'Make sure every account and every computer asks for a password, PIN or fingerprint before it lets anyone in. Optional (beyond Level 1): require passwords of at least 12 characters, turn on multi-factor authentication (a code or prompt on a phone as a second check) and set screens to lock after a few minutes. Level 1 does not require these, but they are the strongest easy protections.',
    },
    {
      title: 'Change default passwords on network devices and printers',
      description:
        'Change the factory passwords on your router, firewall, Wi-Fi access points, printers and cameras. Write down the date you changed each one (not the password itself) as evidence.',
    },
    {
      title: 'Give automated tools their own sign-in and test it',
      description:
        'Make sure each service account or connected tool signs in with its own password, key or certificate, kept somewhere safe such as a password manager. Then try to open a laptop and your email without the right credentials and take a screenshot showing access is refused.',
    },
  ],
  MP: [
    {
      title: 'List every kind of media that could hold contract data',
      description:
        'Media means anything that stores information: laptop and desktop drives, external drives, USB sticks, phones, the drive inside a printer or copier, and paper. Write down which of these your company uses for contract information.',
    },
    {
      title: 'Write down how each kind is wiped or destroyed',
      description:
        'Write a short procedure based on NIST SP 800-88, the federal guide to media sanitization. It describes clearing (wiping for reuse inside the company), purging (wiping so data cannot be recovered even in a lab) and destroying (shredding or crushing); choose one for each media type.',
    },
    {
      title: 'Keep old devices locked up until they are wiped',
      description:
        'Tell staff never to throw away, sell or return a device themselves, as the Acceptable Use and Security Rules explain. Keep devices waiting for wiping or disposal in a locked cabinet.',
    },
    {
      title: 'Wipe before reuse and destroy before disposal',
      description:
        'Before a laptop goes to another person, wipe it: on Windows use Reset this PC with Remove everything and Clean data turned on, on a Mac use Erase All Content and Settings. For disposal, wipe the drive or have it destroyed (a shredding or recycling company should give you a certificate of destruction), cross-cut shred paper, and get written confirmation that a leased copier drive was wiped before it is returned.',
    },
    {
      title: 'Record every wipe and destruction',
      description:
        'Add a row to the Media Sanitization Record each time: date, item, serial number, method, who did it and who checked it. Keep the certificates of destruction with the record as evidence.',
    },
  ],
  PE: [
    {
      title: 'List who may enter the office and equipment areas',
      description:
        'Write down who is allowed into the office, the network closet and any room holding contract files, and what access each person has. Update the list whenever someone joins or leaves.',
    },
    {
      title: 'Lock up the office, network equipment and paperwork',
      description:
        'Keep the office locked when nobody is there and keep the router, firewall and any server in a locked room or cabinet. Place printers and screens where visitors cannot see contract documents, and take photos of the locks as evidence.',
    },
    {
      title: 'Escort every visitor and give them a badge',
      description:
        'Write a short visitor rule: visitors wait at the entrance, sign in, wear a visitor badge and stay with an employee until they leave. Tell staff to walk any unescorted visitor back to reception. Optional (beyond Level 1): have staff sign the Acceptable Use and Security Rules, which include this rule.',
    },
    {
      title: 'Log everyone who comes in, staff and visitors',
      description:
        "Put the Visitor Log at the entrance and have the escorting employee check that visitors sign in and out. Record staff entries too: keep the history of electronic badges or a smart lock, time-clock records, or a staff sign-in sheet. Decide how long you keep the logs (the official guide's example is one year), and file completed pages by month in a locked place. Optional (beyond Level 1): look through them once a month.",
    },
    {
      title: 'Track every key, badge and door code',
      description:
        'Record every key, badge, fob and door code in the Key, Badge and Door Code Log, with who holds each one, and have holders initial when they receive it. Keep spare keys in a locked key box.',
    },
    {
      title: 'Collect keys and change codes when people leave',
      description:
        'On the day someone leaves or a key is lost, collect or disable it, change door codes or rekey locks if needed, and record the date in the log. Once a year, count the keys and check each holder still works for you.',
    },
  ],
  SC: [
    {
      title: 'Draw your network and system boundary diagram',
      description:
        'Follow the Network Boundary Diagram Guide to draw a one-page picture of your internet connection, firewall, Wi-Fi networks, computers (including any CAM, DNC or programming PC), any networked shop-floor machines, cloud services and public website. Mark the external boundary (where your network meets the internet) and key internal boundaries, such as between guest and business Wi-Fi.',
    },
    {
      title: 'Block unrequested incoming traffic with a firewall',
      description:
        'Use a business-grade router or firewall set to block incoming connections you have not specifically allowed, with its admin password changed and its firmware kept up to date. Turn on the built-in firewall on every Windows and Mac laptop, since staff also connect from other networks. Save screenshots of the settings.',
    },
    {
      title: 'Put guests and shop-floor machines on their own networks',
      description:
        'Set up a guest Wi-Fi network that cannot reach your business computers and printers, with its own password. Shop-floor machines (CNC controllers, PLCs) and test equipment are specialized assets that the Level 1 assessment leaves out, networked or not (32 CFR 170.19(b)(2)(ii)); where they are networked, put them on their own network segment too. The CAM, DNC or programming PC that holds customer drawings stays on the business side: it is in scope. These separations are your key internal boundaries.',
    },
    {
      title: 'Watch and protect traffic at the boundary',
      description:
        'Turn on logging or weekly summary emails in your firewall and have a named person read them. If your business offers remote access into the office network, make sure it uses a VPN or another encrypted connection. Web or DNS filtering (a service that blocks known harmful websites) is a useful extra.',
    },
    {
      title: 'Keep public systems apart from your internal network',
      description:
        'List everything the public can reach from the internet, such as your website. A website hosted by an outside provider is already separate, so note that and confirm it holds no contract information; anything public you run in the office must sit on its own network segment. If you truly have none in scope, the official guide says this practice might be marked not applicable, so write down why.',
    },
  ],
  SI: [
    {
      title: 'Set your time frames for finding and fixing flaws',
      description:
        'Fill in section 2 of the Patching and Anti-Malware Procedure with how quickly you identify, report and correct flaws (weaknesses fixed by updates), for example critical updates within 14 days and others within 30 days. Choose times you can really meet, because you must show that you meet them.',
    },
    {
      title: 'Turn on automatic updates everywhere',
      description:
        'Turn on automatic updates on every computer, company phone, web browser and office program: on Windows, make sure Windows Update is not paused; on a Mac, turn them on in System Settings > General > Software Update > Automatic updates. Turn on automatic firmware updates on your router, firewall and printers if offered, and replace devices that no longer receive security updates.',
    },
    {
      title: 'Run antivirus on every computer and on email',
      description:
        'Write down where protection is needed: every computer, any server and your email. Make sure Microsoft Defender or your business antivirus is on everywhere, and that Microsoft 365 or Google Workspace scans email attachments.',
    },
    {
      title: 'Keep antivirus updating itself automatically',
      description:
        'Check that the antivirus program and its definitions (its list of known threats) update automatically on every computer, and give staff standard accounts so they cannot turn this off. Switch rarely used laptops on regularly so they can update.',
    },
    {
      title: 'Schedule scans and keep real-time protection on',
      description:
        'Choose how often scans run, for example a quick scan once a week, and set it: for Microsoft Defender Antivirus in an Intune antivirus policy or, on a single PC, in Task Scheduler (the Windows Defender Scheduled Scan task). Keep real-time protection on in Windows Security: it checks files from outside as they are downloaded, opened or run. Write the schedule and the steps for a detection into the procedure.',
    },
    {
      title: 'Check every device monthly and record the results',
      description:
        'Once a month, confirm that every device is up to date, antivirus definitions are current and scans ran on schedule. Fix anything behind within your time frames and fill in the record tables in the Patching and Anti-Malware Procedure, adding screenshots as evidence.',
    },
  ],
};
