// Fixed content of the implementation guide at CMMC Level 2: the 14 families of NIST SP 800-171
// Rev 2 (D29). Level 1 keeps its own content (guide-content.ts), unchanged.
import type { GuideTemplate, ImplementationStep, QuickWin, ScopeNote } from './guide';

/**
 * What a Level 2 assessment covers: the asset categories of 32 CFR 170.19(c)(1), Table 3. The
 * quoted words are the table's, checked against its reprint in the DoD CMMC Scoping Guide - Level 2
 * (version 2.13, September 2024), whose Table 1 is "reprinted from 32 CFR § 170.19(c)(1) Table 3";
 * nothing is quoted that the table does not say. The provider note follows the same guide's
 * section on External Service Providers; the enclave note quotes NIST SP 800-171 Rev 2 (chapter 1)
 * as that guide does.
 */
export const LEVEL2_SCOPE_NOTES: ScopeNote[] = [
  {
    title: 'CUI Assets: everything that stores, processes or sends CUI',
    description:
      'Computers, phones, servers, network equipment, paper files and the cloud services your company administers, such as its Microsoft 365 or Google Workspace tenant, that hold Controlled Unclassified Information (CUI): for example drawings or specifications your customer has marked CUI. In a machine shop this includes the CAM, DNC or programming PC that holds CUI drawings. List them in your asset inventory, describe in the system security plan (SSP) how they are treated, and show them on the network diagram of your scope; CUI Assets are assessed "against all Level 2 security requirements" (32 CFR 170.19(c)(1), Table 3).',
  },
  {
    title: 'Security Protection Assets: what protects them',
    description:
      'Assets that "provide security functions or capabilities" to your assessment scope, even if no CUI passes through them: the firewall, the antivirus or device-management console, the service that runs sign-in and multi-factor authentication, a log collection service, and the people who manage them, such as your IT provider. Document them like CUI Assets; they are assessed "against Level 2 security requirements that are relevant to the capabilities provided" (32 CFR 170.19(c)(1), Table 3).',
  },
  {
    title: 'Contractor Risk Managed Assets: could hold CUI, but your rules keep it off',
    description:
      'Assets that "can, but are not intended to, process, store, or transmit CUI because of security policy, procedures, and practices in place", for example the front-office PC used for quotes and invoices that sits on the same network as the engineering PCs but is kept out of the CUI folders. They "are not required to be physically or logically separated from CUI assets". List them in the asset inventory, describe in the SSP how your own policies and practices manage them, and show them on the network diagram. If the SSP documents them well enough they are not assessed against the other requirements; if your documentation or other findings raise questions about them, a limited check can be made (32 CFR 170.19(c)(1), Table 3).',
  },
  {
    title: 'Specialized Assets: documented in scope, not assessed against the requirements',
    description:
      'Assets that "can process, store, or transmit CUI but are unable to be fully secured": Internet of Things and Industrial Internet of Things devices, operational technology such as CNC machine controllers and PLCs, government-furnished equipment, restricted information systems and test equipment. Unlike Level 1, they are part of the Level 2 scope: list them in the asset inventory, show in the SSP that they are managed under your own risk-based security policies, procedures and practices, and draw them on the network diagram. They are not assessed against the other requirements (32 CFR 170.19(c)(1), Table 3).',
  },
  {
    title: 'Out of scope: cannot hold CUI and protects nothing that does',
    description:
      'Assets that "cannot process, store, or transmit CUI; and do not provide security protections for CUI Assets", or that are physically or logically separated from CUI assets, such as a guest Wi-Fi that cannot reach your business network. An asset that fits any in-scope category cannot be out of scope. The rule asks you to "Prepare to justify the inability of an Out-of-Scope Asset to store, process, or transmit CUI", so keep a short note of why each one cannot (32 CFR 170.19(c)(1), Table 3).',
  },
  {
    title: 'Outside providers and external systems',
    description:
      "A cloud service that stores, processes or sends CUI for you, your Microsoft 365 or Google Workspace tenant included, must meet security requirements equivalent to the FedRAMP Moderate baseline (DFARS clause 252.204-7012(b)(2)(ii)(D)): FedRAMP Certified at the Moderate baseline or higher, or its equivalent. An IT provider that manages your systems or security tools is part of your scope; record in the SSP what each provider is responsible for and what stays with you, from its customer responsibility matrix (DoD CMMC Scoping Guide - Level 2). Systems you use but do not own or administer are external systems, and NIST SP 800-171 counts cloud services that hold CUI among them: AC.L2-3.1.20 asks you to verify and limit them. The CUI in your tenant and the settings you control there stay in your scope.",
  },
  {
    title: 'A smaller scope, if you want one',
    description:
      'Optional: keep CUI in one place, such as a few dedicated computers and one protected cloud folder, separated from the rest of the office network by a firewall or separate network. NIST SP 800-171 Rev 2 lets a company "limit the scope of the security requirements by isolating the designated system components in a separate CUI security domain" (often called an enclave). The tools and people that protect the enclave, such as the antivirus console and your IT provider, stay in scope as Security Protection Assets.',
  },
];

export const LEVEL2_QUICK_WINS: QuickWin[] = [
  {
    title: 'Write the system security plan first',
    description:
      'The system security plan (SSP) describes your system boundary, where the systems run, how you meet each requirement and what they connect to (CA.L2-3.12.4). It is worth no points, but without it your self-assessment cannot be scored at all, and it can never go on a POA&M. Start with the boundary, the asset inventory and the network diagram, then add each requirement as you work through the guide.',
    effort: 'Medium',
    impact: 'High',
    domain: 'CA',
  },
  {
    title: 'Turn on multi-factor authentication for everyone',
    description:
      'Require a second proof besides the password for every Microsoft 365 or Google Workspace account, the VPN and remote-access tools, and for admin accounts also when they sign in at the computer itself (IA.L2-3.5.3). Security defaults in Microsoft Entra ID or enforced 2-Step Verification in Google Workspace cover the cloud accounts. Leaving it out costs 5 points of your self-assessed SPRS score, or 3 when only remote and privileged users have it.',
    effort: 'Low',
    impact: 'High',
    domain: 'IA',
  },
  {
    title: 'Encrypt CUI with FIPS-validated cryptography',
    description:
      "Wherever encryption protects CUI (laptop drives, USB sticks, email, file sharing, VPN, Wi-Fi, cloud storage) it must come from a module validated under FIPS 140-2 or FIPS 140-3 (SC.L2-3.13.11). Turn on full-disk encryption on every laptop (BitLocker on Windows, FileVault on a Mac), ask each vendor for its certificate number and check it on NIST's CMVP list. No encryption costs 5 points; encryption that is not FIPS-validated costs 3, and only that case may go on a POA&M.",
    effort: 'Medium',
    impact: 'High',
    domain: 'SC',
  },
  {
    title: 'Collect your logs in one place',
    description:
      'Turn on audit logging in Microsoft 365 or Google Workspace, on every computer and on the firewall, with each entry naming the person behind it (AU.L2-3.3.1, AU.L2-3.3.2). Collecting the logs in one place is the simplest way to review them together and to produce reports when you need them (AU.L2-3.3.5, AU.L2-3.3.6). Optional: a managed log service from your IT provider can do the collecting and alerting for you.',
    effort: 'Medium',
    impact: 'High',
    domain: 'AU',
  },
  {
    title: 'Work on the 5-point requirements first',
    description:
      '44 requirements are worth 5 points each in your self-assessed SPRS score, and none of them can go on a POA&M, except SC.L2-3.13.11 when encryption is used but not FIPS-validated. A Conditional status also needs a score of at least 88 (32 CFR 170.21(a)(2)). Meet these before the 1-point requirements: each requirement in the families of this guide shows its value.',
    effort: 'High',
    impact: 'High',
    domain: 'CA',
  },
  {
    title: 'Run a short security awareness session',
    description:
      'Tell everyone who uses the systems that hold CUI about the risks of their work (phishing, CUI sent to the wrong place, lost laptops) and the rules they must follow, including how to spot and report the warning signs of an insider threat, and keep the attendance list (AT.L2-3.2.1, AT.L2-3.2.3). People with security jobs, such as whoever manages accounts or the firewall, also need training for those duties (AT.L2-3.2.2).',
    effort: 'Low',
    impact: 'High',
    domain: 'AT',
  },
  {
    title: 'Find every place CUI lives and travels',
    description:
      'Trace how CUI reaches you (a customer portal, email from the prime contractor), where it is stored, who opens it and where it goes next (the shop floor, a plating or heat-treat supplier). This is the start of your scope and of the flow rules of AC.L2-3.1.3. Optional: keep CUI in one place to make the scope smaller.',
    effort: 'Medium',
    impact: 'High',
    domain: 'AC',
  },
  {
    title: 'Write a one-page incident plan',
    description:
      'Name who leads when something goes wrong, who calls your IT provider, and whom you must tell inside the company and outside it, such as the DoD when your contract contains DFARS clause 252.204-7012 (IR.L2-3.6.1, IR.L2-3.6.2). Then talk it through once with the people named in it (IR.L2-3.6.3).',
    effort: 'Low',
    impact: 'High',
    domain: 'IR',
  },
];

/** What to change in a template written for Level 1 before it serves at Level 2. */
const WRITTEN_FOR_LEVEL_1 = 'Written for Level 1: where it says FCI, make it cover CUI.';

/**
 * The templates that help at Level 2: the files GUIDE_TEMPLATES ships (guide-content.ts), each
 * saying what to change, since they were written for Level 1. Left out: the Level 1 scope
 * description (32 CFR 170.19(b)), the 59-objective Level 1 worksheet and the Level 1 SPRS record.
 */
export const LEVEL2_GUIDE_TEMPLATES: GuideTemplate[] = [
  {
    file: 'access-control-policy.docx',
    title: 'Access Control Policy',
    description: `A ready-to-edit policy covering who approves access, least privilege, unique accounts, sign-in, leavers, personal devices, outside services and public posting. ${WRITTEN_FOR_LEVEL_1} Several items it marks optional, beyond Level 1, are required at Level 2: multi-factor sign-in (IA.L2-3.5.3), screen lock (AC.L2-3.1.10), a password rule (IA.L2-3.5.7) and admin rights kept out of everyday work (AC.L2-3.1.6).`,
    format: 'Word document (DOCX)',
    domains: ['AC', 'IA'],
  },
  {
    file: 'authorized-users-and-devices.xlsx',
    title: 'Authorized Users and Devices List',
    description:
      'One list of every person, service account, device and outside service allowed to use company systems, with their access level and who approved it: the start of AC.L2-3.1.1 and IA.L2-3.5.1. Its columns marked optional, beyond Level 1, cover what Level 2 requires: multi-factor sign-in (IA.L2-3.5.3) and admin rights kept out of everyday work (AC.L2-3.1.6).',
    format: 'Excel workbook (XLSX)',
    domains: ['AC', 'IA'],
  },
  {
    file: 'account-review-record.xlsx',
    title: 'Account Review Record',
    description:
      "A record of each comparison of a system's accounts and devices with your authorized list: what was found, what was fixed and who approved it. Fill in a row per system at every review and whenever someone leaves or changes job (PS.L2-3.9.2).",
    format: 'Excel workbook (XLSX)',
    domains: ['AC', 'IA', 'PS'],
  },
  {
    file: 'acceptable-use-agreement.docx',
    title: 'Acceptable Use and Security Rules',
    description: `Plain rules for staff on accounts, personal devices, outside services, public posting, antivirus, visitors, keys and disposal, with a signature block: signed copies show that people were told the rules (AT.L2-3.2.1). ${WRITTEN_FOR_LEVEL_1} The rules it marks optional, beyond Level 1 (passwords, multi-factor sign-in, screen lock), are required at Level 2.`,
    format: 'Word document (DOCX)',
    domains: ['AC', 'AT', 'IA', 'MP', 'PE'],
  },
  {
    file: 'public-content-review-log.xlsx',
    title: 'Public Content Review Log',
    description: `A log showing that posts for your website and social media were checked before going public, that public content is reviewed from time to time, and what was done if anything had to come down (AC.L2-3.1.22). ${WRITTEN_FOR_LEVEL_1}`,
    format: 'Excel workbook (XLSX)',
    domains: ['AC'],
  },
  {
    file: 'media-sanitization-procedure.docx',
    title: 'Media Sanitization Procedure',
    description: `A short procedure for wiping or destroying drives, phones, USB sticks, copier drives and paper before they are thrown away or passed on, using the clear, purge and destroy methods of NIST SP 800-88 (MP.L2-3.8.3). ${WRITTEN_FOR_LEVEL_1} Use the same methods for equipment sent out for repair (MA.L2-3.7.3).`,
    format: 'Word document (DOCX)',
    domains: ['MP', 'MA'],
  },
  {
    file: 'media-sanitization-record.xlsx',
    title: 'Media Sanitization Record',
    description: `A log of every drive, phone, USB stick, copier drive or batch of paper that was wiped or destroyed, following NIST SP 800-88. Add a row each time, also for equipment wiped before it goes out for repair, and keep the certificates of destruction with it. ${WRITTEN_FOR_LEVEL_1}`,
    format: 'Excel workbook (XLSX)',
    domains: ['MP', 'MA'],
  },
  {
    file: 'physical-access-authorization-list.xlsx',
    title: 'Physical Access Authorization List',
    description:
      'The list of employees, contractors and service providers allowed into your workplace and its restricted rooms without an escort, who approved them and when access ended (PE.L2-3.10.1). Review it whenever staff change.',
    format: 'Excel workbook (XLSX)',
    domains: ['PE'],
  },
  {
    file: 'visitor-log.xlsx',
    title: 'Visitor Log',
    description:
      'A sign-in sheet recording each visitor and their signature, who escorted them, when they came and left, whether the visitor badge came back, and where they went (PE.L2-3.10.3, PE.L2-3.10.4). Print it for the front desk or keep it on a tablet, and file completed pages by month.',
    format: 'Excel workbook (XLSX)',
    domains: ['PE'],
  },
  {
    file: 'staff-physical-access-log.xlsx',
    title: 'Staff Physical Access Log',
    description:
      "A log of who entered the workplace or a restricted room, staff included, and when (PE.L2-3.10.4). Use it where you have no badge system, or for rooms such as the network closet; a badge system's exported history does the same job.",
    format: 'Excel workbook (XLSX)',
    domains: ['PE'],
  },
  {
    file: 'physical-access-device-log.xlsx',
    title: 'Key, Badge and Door Code Log',
    description:
      'A record of every key, badge, fob and door code, who holds it, and when it was issued, returned or changed (PE.L2-3.10.5). Have holders initial when they receive a key and update it the day someone leaves.',
    format: 'Excel workbook (XLSX)',
    domains: ['PE'],
  },
  {
    file: 'network-boundary-diagram-guide.docx',
    title: 'Network Boundary Diagram Guide',
    description: `Step-by-step help for drawing a one-page diagram of your network, cloud services and public website, with boundary tables and a checklist (SC.L2-3.13.1, SC.L2-3.13.5). ${WRITTEN_FOR_LEVEL_1} Also mark each asset's category and draw the specialized assets, which the Level 2 scope includes, so the diagram can serve as the network diagram of your scope in the SSP (CA.L2-3.12.4).`,
    format: 'Word document (DOCX)',
    domains: ['SC', 'CA'],
  },
  {
    file: 'patching-and-antimalware-procedure.docx',
    title: 'Patching and Anti-Malware Procedure',
    description:
      'A procedure setting your time frames for fixing flaws, automatic updates, antivirus updates and scan schedules, and what to do when malware is found (SI.L2-3.14.1, SI.L2-3.14.2, SI.L2-3.14.4, SI.L2-3.14.5). It names them by their Level 1 ids, SI.L1 in place of SI.L2. Fill in your time frames, sign it, and use its record tables every month.',
    format: 'Word document (DOCX)',
    domains: ['SI'],
  },
];

/**
 * A short plan per family, in order, each step naming the requirements it works on; together the
 * steps of a family name all of its requirements (tests/unit/guide-level2.test.ts).
 */
export const LEVEL2_IMPLEMENTATION_STEPS: Record<string, ImplementationStep[]> = {
  AC: [
    {
      title: 'List who and what may use the systems that hold CUI',
      description:
        'Fill in the Authorized Users and Devices List with every person, service account and device allowed on the systems that process, store or send CUI, and make a table of roles saying what each may do in each system. Set permissions to match, and disable anything that is not on the list.',
      requirements: ['AC.L2-3.1.1', 'AC.L2-3.1.2'],
    },
    {
      title: 'Write down where CUI may go',
      description:
        'Record where CUI comes from and where it may be stored and sent (named people, your CUI folders, the CAM PC, approved suppliers) and what is forbidden, such as personal email and personal cloud storage. Enforce it with sharing settings, email rules and firewall rules, and test that a forbidden share is blocked.',
      requirements: ['AC.L2-3.1.3'],
    },
    {
      title: 'Keep admin rights few, separate and logged',
      description:
        'List every privileged account and give it the smallest role that works. People with admin rights use a separate standard account for email, browsing and documents, standard users cannot perform admin actions, and every admin action is logged. Split sensitive duties between two people, for example the owner approves access and your IT provider creates the account.',
      requirements: ['AC.L2-3.1.4', 'AC.L2-3.1.5', 'AC.L2-3.1.6', 'AC.L2-3.1.7'],
    },
    {
      title: 'Set sign-in limits, notices, screen locks and sign-outs',
      description:
        'Lock an account after a number of failed sign-ins you choose, show a notice before people use the systems, lock screens after a set time without use with nothing of the work visible, and end sessions automatically under conditions you define. Write the numbers down and set them on computers, phones and cloud services.',
      requirements: ['AC.L2-3.1.8', 'AC.L2-3.1.9', 'AC.L2-3.1.10', 'AC.L2-3.1.11'],
    },
    {
      title: 'Control remote access, or keep it off',
      description:
        'If people connect from outside, bring every remote connection in through one managed entry point such as the VPN on your firewall, encrypt it, monitor it, and allow admin work from outside only where you have authorized it. If you allow no remote access, AC.L2-3.1.12 and AC.L2-3.1.13 count as not applicable only with a written policy and procedure that keep it turned off.',
      requirements: ['AC.L2-3.1.12', 'AC.L2-3.1.13', 'AC.L2-3.1.14', 'AC.L2-3.1.15'],
    },
    {
      title: 'Secure Wi-Fi, phones and laptops',
      description:
        'Approve each person and device before it joins the business Wi-Fi, protect the Wi-Fi with authentication and encryption, approve each phone or tablet before it connects to company systems, and encrypt CUI on phones, tablets and laptops. If you allow no wireless access or no mobile devices, AC.L2-3.1.16, AC.L2-3.1.17 and AC.L2-3.1.18 count as not applicable only with a written policy and procedure that keep them turned off.',
      requirements: ['AC.L2-3.1.16', 'AC.L2-3.1.17', 'AC.L2-3.1.18', 'AC.L2-3.1.19'],
    },
    {
      title: 'Limit external systems, USB sticks on them, and what you publish',
      description:
        "List the external systems you use, such as a customer's portal, and the rules for each; limit the use of company USB sticks and drives on computers you do not manage; and check everything for CUI before it goes on your website or social media, using the Public Content Review Log.",
      requirements: ['AC.L2-3.1.20', 'AC.L2-3.1.21', 'AC.L2-3.1.22'],
    },
  ],
  AT: [
    {
      title: 'Write down the risks and the rules people must know',
      description:
        'List the security risks of how your company handles CUI (phishing, CUI sent to the wrong person, lost laptops, visitors) and the policies and procedures each group must follow: managers, administrators and everyday users.',
      requirements: ['AT.L2-3.2.1'],
    },
    {
      title: 'Hold awareness sessions, insider threat included',
      description:
        'Give everyone a short session when they start and again at an interval you set, for example once a year, covering those risks and rules and how to recognize and report the warning signs of an insider threat. Have people sign the Acceptable Use and Security Rules and keep the attendance list. Optional: a simulated phishing email a few times a year shows whether the training works.',
      requirements: ['AT.L2-3.2.1', 'AT.L2-3.2.3'],
    },
    {
      title: 'Train the people with security jobs',
      description:
        'Name the person for each security duty, such as managing accounts, the firewall, log review and incident handling, and make sure each is trained for it, for example through a vendor course or a walk-through with your IT provider. Keep certificates or notes of each training.',
      requirements: ['AT.L2-3.2.2'],
    },
  ],
  AU: [
    {
      title: 'Decide what to log and turn logging on',
      description:
        'Write down which events are logged (sign-ins, admin actions, access to and sharing of CUI files, security setting changes), what each record contains and how long records are kept. Turn on Microsoft Purview Audit or the Google Workspace audit logs, the Windows audit policy and firewall logging, and make sure every action traces back to one person: no shared logins.',
      requirements: ['AU.L2-3.3.1', 'AU.L2-3.3.2'],
    },
    {
      title: 'Set every clock from one trusted time source',
      description:
        "Have computers, servers and the firewall synchronize their clocks with an authoritative time source you name, such as time.nist.gov or your vendors' time servers, so events from different systems line up.",
      requirements: ['AU.L2-3.3.7'],
    },
    {
      title: 'Bring the logs together and review them',
      description:
        'Collect the logs in one place, review them on a schedule you set, and look at related events from different systems together when something looks wrong. Make sure you can search and filter the logs and produce a report when asked. Optional: a managed log service (SIEM) from your IT provider does this for you.',
      requirements: ['AU.L2-3.3.5', 'AU.L2-3.3.6'],
    },
    {
      title: 'Get an alert when logging fails',
      description:
        'Set up an alert to a named person when a system stops logging, a device stops sending its logs or log storage is nearly full.',
      requirements: ['AU.L2-3.3.4'],
    },
    {
      title: 'Protect the logs and limit who manages them',
      description:
        'Allow only a few named admins to change logging settings, and make sure nobody can change or delete log records unnoticed, for example by keeping them in a cloud service or log store where ordinary users have no access.',
      requirements: ['AU.L2-3.3.8', 'AU.L2-3.3.9'],
    },
    {
      title: 'Review the list of logged events',
      description:
        'Once a year, and after an incident or a big change, check whether you are still logging the right events, and update the list.',
      requirements: ['AU.L2-3.3.3'],
    },
  ],
  CM: [
    {
      title: 'Keep an inventory and a baseline',
      description:
        'Keep an inventory of the hardware, software, firmware and documentation of the systems that hold or protect CUI, specialized assets included, and write a baseline configuration for each kind of system, such as "office Windows laptop". Update both when you buy, change or retire something.',
      requirements: ['CM.L2-3.4.1'],
    },
    {
      title: 'Set secure settings and enforce them',
      description:
        'Choose the security settings for each kind of system, for example from the Microsoft security baselines in Intune or the CIS Benchmarks, write them down, and push them out so they cannot drift.',
      requirements: ['CM.L2-3.4.2'],
    },
    {
      title: 'Control changes',
      description:
        'Keep a change log: each change is requested, checked for its security impact before it is made, approved or refused, and recorded. Only named people may make changes, in the consoles and in the server room alike.',
      requirements: ['CM.L2-3.4.3', 'CM.L2-3.4.4', 'CM.L2-3.4.5'],
    },
    {
      title: 'Turn off what the business does not need',
      description:
        'Decide which programs, functions, ports, protocols and services each kind of system needs, and remove or disable the rest, such as unused remote-access tools, old file-sharing protocols and open firewall ports.',
      requirements: ['CM.L2-3.4.6', 'CM.L2-3.4.7'],
    },
    {
      title: 'Allow only approved software',
      description:
        'Choose a blocklist (everything runs except listed programs) or an allowlist (only listed programs run), write it down and enforce it. Give staff standard accounts so they cannot install software themselves, and watch for new installations. Optional: an allowlist suits single-purpose computers such as the CAM or inspection PC.',
      requirements: ['CM.L2-3.4.8', 'CM.L2-3.4.9'],
    },
  ],
  IA: [
    {
      title: 'Give every person and device its own identity',
      description:
        'Create a named account for each person and a unique name for each device and service account, recorded in the Authorized Users and Devices List, and require a password or similar check before anyone gets in.',
      requirements: ['IA.L2-3.5.1', 'IA.L2-3.5.2'],
    },
    {
      title: 'Turn on multi-factor authentication',
      description:
        'Require it for every account signing in over the network (Microsoft 365 or Google Workspace, VPN, remote-access tools) and for admin accounts also when they sign in at the computer itself. In the score, MFA only for remote and privileged users still costs 3 points.',
      requirements: ['IA.L2-3.5.3'],
    },
    {
      title: 'Use sign-in methods that cannot be replayed',
      description:
        'Confirm that every network sign-in uses an encrypted, modern method (HTTPS, Kerberos, one-time codes or security keys), and switch off old sign-in methods that send reusable passwords, such as legacy email protocols.',
      requirements: ['IA.L2-3.5.4'],
    },
    {
      title: 'Write and enforce the password rules',
      description:
        'Set a minimum complexity and how much a new password must differ from the old one, how many old passwords cannot be reused, and that a temporary password must be changed at first sign-in. Make sure passwords are stored and sent only in encrypted or hashed form, never in a shared spreadsheet, and that they are hidden as they are typed.',
      requirements: ['IA.L2-3.5.7', 'IA.L2-3.5.8', 'IA.L2-3.5.9', 'IA.L2-3.5.10', 'IA.L2-3.5.11'],
    },
    {
      title: 'Retire old accounts and names',
      description:
        'Disable accounts nobody has used for a period you define, for example 90 days, and never give a former employee\'s user name or a retired device name to someone or something else for a period you define ("never" is simplest).',
      requirements: ['IA.L2-3.5.5', 'IA.L2-3.5.6'],
    },
  ],
  IR: [
    {
      title: 'Write a short incident response plan',
      description:
        'Cover the six stages the requirement names: preparation, detection, analysis, containment, recovery and user response. Name an incident lead and a backup, your IT provider and their emergency number, and keep a printed copy for when systems are down.',
      requirements: ['IR.L2-3.6.1'],
    },
    {
      title: 'Track every incident and report it',
      description:
        'Keep an incident log from discovery to closing. Name the people inside the company who must be told and the authorities outside it: when your contract contains DFARS clause 252.204-7012, cyber incidents are reported to the DoD through dibnet.dod.mil within 72 hours of discovery, which needs a DoD-approved certificate you should get in advance.',
      requirements: ['IR.L2-3.6.2'],
    },
    {
      title: 'Test the plan',
      description:
        'At an interval you set, for example once a year, talk through a realistic scenario such as ransomware on the CAM PC with the people named in the plan, and fix what the test shows.',
      requirements: ['IR.L2-3.6.3'],
    },
  ],
  MA: [
    {
      title: 'Plan and record maintenance',
      description:
        'Keep a maintenance log for computers, servers and network equipment: what was done, when, by whom and whether it was planned. Include the work your IT provider does.',
      requirements: ['MA.L2-3.7.1'],
    },
    {
      title: 'Control the tools and the people',
      description:
        'Approve the maintenance and remote-support tools that may be used and who may use them, and have an employee supervise any technician without access authorization, such as a copier or machine-tool service engineer, the whole time.',
      requirements: ['MA.L2-3.7.2', 'MA.L2-3.7.6'],
    },
    {
      title: "Check a technician's media for malware",
      description:
        'Scan any USB stick or disc with diagnostic or test programs before it is used on your systems, and record the scan.',
      requirements: ['MA.L2-3.7.4'],
    },
    {
      title: 'Wipe equipment before it leaves for repair',
      description:
        'Remove or wipe CUI from any computer, drive or device sent out for repair, following the Media Sanitization Procedure, and record it in the Media Sanitization Record.',
      requirements: ['MA.L2-3.7.3'],
    },
    {
      title: 'Secure remote maintenance',
      description:
        'Require multi-factor authentication for every maintenance session over an external network, such as your IT provider connecting in, and make sure the connection is ended when the work is done.',
      requirements: ['MA.L2-3.7.5'],
    },
  ],
  MP: [
    {
      title: 'Lock up CUI media and limit who can use it',
      description:
        'Keep paper and digital media with CUI, such as printed drawings, USB sticks and backup drives, in locked places, and give access only to the people authorized for it.',
      requirements: ['MP.L2-3.8.1', 'MP.L2-3.8.2'],
    },
    {
      title: 'Keep and add CUI markings',
      description:
        'Keep the CUI banner and distribution statement on drawings and specifications as your customer marked them, and mark the copies, printouts and media you make from them.',
      requirements: ['MP.L2-3.8.4'],
    },
    {
      title: 'Control USB sticks and other removable media',
      description:
        'Decide which removable media may be used on which computers, block the rest (for example through Intune device control), and never use a USB stick that has no known owner.',
      requirements: ['MP.L2-3.8.7', 'MP.L2-3.8.8'],
    },
    {
      title: 'Protect media that leaves the office',
      description:
        'Encrypt CUI on media that travels outside your controlled area, or keep it under a physical safeguard such as a locked case that stays with an authorized employee, and record who carries what, and when it comes back.',
      requirements: ['MP.L2-3.8.5', 'MP.L2-3.8.6'],
    },
    {
      title: 'Keep backups of CUI confidential',
      description:
        'Encrypt backups that contain CUI, or keep them in a locked place, wherever they are stored: on a backup drive, a drive taken offsite or a cloud backup service. Optional: test a restore now and then so you know the backups work.',
      requirements: ['MP.L2-3.8.9'],
    },
    {
      title: 'Wipe or destroy media before disposal or reuse',
      description:
        'Follow the Media Sanitization Procedure for every drive, phone, USB stick, copier drive and paper that held CUI, and record each one in the Media Sanitization Record.',
      requirements: ['MP.L2-3.8.3'],
    },
  ],
  PS: [
    {
      title: 'Screen people before they get access',
      description:
        'Write down what you check before someone gets access to systems with CUI (for example identity, references and, where the law allows, a background check), who approves it, and keep the record.',
      requirements: ['PS.L2-3.9.1'],
    },
    {
      title: 'Remove access when people leave or change jobs',
      description:
        'Use a checklist for leavers and transfers: disable accounts, multi-factor tokens and VPN access, change shared passwords they knew, collect keys, badges and equipment, and record the date in the Account Review Record.',
      requirements: ['PS.L2-3.9.2'],
    },
  ],
  PE: [
    {
      title: 'Decide who may enter, and lock up',
      description:
        'Keep the Physical Access Authorization List of who may enter the office and rooms with CUI systems or paperwork, and keep doors, the network closet and CUI files locked.',
      requirements: ['PE.L2-3.10.1'],
    },
    {
      title: 'Protect and watch the building',
      description:
        'Protect the building and what your systems depend on: network cabling, the wiring closet, power and the internet line. Watch it, for example with an alarm system, cameras or regular checks, so you would notice a break-in or tampering.',
      requirements: ['PE.L2-3.10.2'],
    },
    {
      title: 'Escort visitors and log everyone',
      description:
        'Visitors sign the Visitor Log, wear a badge and stay with an employee, and staff entries are recorded too, through badge history or the Staff Physical Access Log.',
      requirements: ['PE.L2-3.10.3', 'PE.L2-3.10.4'],
    },
    {
      title: 'Track keys, badges and door codes',
      description:
        'Record every key, badge and code in the Key, Badge and Door Code Log, collect them or change codes when someone leaves, and check at an interval you set that every one is still accounted for.',
      requirements: ['PE.L2-3.10.5'],
    },
    {
      title: 'Set the rules for working from home and other sites',
      description:
        'Write down how CUI is protected at home and other alternate work sites, for example company laptops only, no printing of CUI at home and a screen no one else can see, and have staff who work there sign the rules.',
      requirements: ['PE.L2-3.10.6'],
    },
  ],
  RA: [
    {
      title: 'Assess your risks periodically',
      description:
        'At an interval you set, for example once a year, think through what could go wrong with the systems that hold CUI, how likely it is and what it would cost, and write down what you will do about the biggest risks.',
      requirements: ['RA.L2-3.11.1'],
    },
    {
      title: 'Scan for vulnerabilities',
      description:
        'Scan computers, servers, network devices and applications on a schedule you set, for example monthly, and also when a new vulnerability affecting them is announced, using a scanning tool from your IT provider or your endpoint security product.',
      requirements: ['RA.L2-3.11.2'],
    },
    {
      title: 'Fix what you find, most dangerous first',
      description:
        'Decide the order and time frames for fixing what the scans find based on your risk assessment, fix it, and scan again to confirm.',
      requirements: ['RA.L2-3.11.3'],
    },
  ],
  CA: [
    {
      title: 'Write the system security plan',
      description:
        'Describe the system boundary, the environment where it runs, how each requirement is met and the connections to other systems, with the asset inventory and network diagram. Approve it, date it, and update it at an interval you set and after big changes. Without it, no score can be given.',
      requirements: ['CA.L2-3.12.4'],
    },
    {
      title: 'Assess your controls on a schedule',
      description:
        'Check at an interval you set, for example once a year, that your safeguards really work as intended, not just that they exist. This self-assessment, done objective by objective, is one way to do it.',
      requirements: ['CA.L2-3.12.1'],
    },
    {
      title: 'Keep a plan of action for what is missing',
      description:
        'Write down each deficiency and vulnerability with how and when it will be fixed, who is responsible and its status, and carry the plan out. This plan covers every gap; it is not the CMMC POA&M, which accepts only some requirements (32 CFR 170.21).',
      requirements: ['CA.L2-3.12.2'],
    },
    {
      title: 'Watch your controls between assessments',
      description:
        'Write a short monitoring plan of which safeguards you check, how often and by whom, for example monthly checks of updates, antivirus, accounts and backups, and keep the results.',
      requirements: ['CA.L2-3.12.3'],
    },
  ],
  SC: [
    {
      title: 'Draw your boundaries and deny traffic by default',
      description:
        'Follow the Network Boundary Diagram Guide to mark the external boundary and key internal boundaries, and set the firewall to block all traffic except what you allow, in and out. Monitor and protect the traffic that crosses them.',
      requirements: ['SC.L2-3.13.1', 'SC.L2-3.13.6'],
    },
    {
      title: 'Design security in and separate networks',
      description:
        'Write down the design principles you follow when you add or change systems, such as least privilege, deny by default and layered protection. Put anything the public can reach, such as a web server you run yourself, on a separate network, and keep guest Wi-Fi and shop-floor machines on their own segments.',
      requirements: ['SC.L2-3.13.2', 'SC.L2-3.13.5'],
    },
    {
      title: 'Separate admin work and shared resources',
      description:
        'Manage systems from admin consoles and accounts that everyday users cannot reach, and make sure information left on shared computers, folders and printers cannot pass to people not allowed to see it, for example with a personal sign-in on every shared PC.',
      requirements: ['SC.L2-3.13.3', 'SC.L2-3.13.4'],
    },
    {
      title: 'Close remote connections properly',
      description:
        'Make remote devices send all traffic through the VPN while connected (no split tunneling), and end VPN, remote desktop and admin sessions at the end of the session or after a period of inactivity you define.',
      requirements: ['SC.L2-3.13.7', 'SC.L2-3.13.9'],
    },
    {
      title: 'Encrypt CUI in transit and at rest with FIPS-validated cryptography',
      description:
        'Encrypt CUI sent over networks and CUI stored on laptops, servers and backups, using modules validated under FIPS 140-2 or FIPS 140-3, and manage the keys: who holds the recovery keys, where they are kept and how they are changed.',
      requirements: ['SC.L2-3.13.8', 'SC.L2-3.13.10', 'SC.L2-3.13.11', 'SC.L2-3.13.16'],
    },
    {
      title: 'Protect the sessions themselves',
      description:
        'Use protocols with certificates, such as TLS with valid certificates, for every session with your systems, so each end knows who is on the other, and switch off old unprotected protocols.',
      requirements: ['SC.L2-3.13.15'],
    },
    {
      title: 'Control cameras, macros and internet phones',
      description:
        'Make sure webcams and microphones cannot be switched on remotely and show when they are in use, decide which mobile code may run (keep macros in files from the internet blocked), and set rules for your internet phone system, with default passwords changed and use watched.',
      requirements: ['SC.L2-3.13.12', 'SC.L2-3.13.13', 'SC.L2-3.13.14'],
    },
  ],
  SI: [
    {
      title: 'Fix flaws within your time frames',
      description:
        'Set your time frames in the Patching and Anti-Malware Procedure, turn on automatic updates everywhere, and record each month that devices are up to date.',
      requirements: ['SI.L2-3.14.1'],
    },
    {
      title: 'Run antivirus that updates and scans',
      description:
        'Run antivirus on every computer, server and on email, keep it updating itself, schedule periodic scans and keep real-time protection on so files are checked as they are downloaded, opened or run.',
      requirements: ['SI.L2-3.14.2', 'SI.L2-3.14.4', 'SI.L2-3.14.5'],
    },
    {
      title: 'Follow security alerts and act on them',
      description:
        "Name who receives security alerts, subscribe to CISA's alerts and your vendors' advisories, and record what you did about each one that affects your systems.",
      requirements: ['SI.L2-3.14.3'],
    },
    {
      title: 'Watch for attacks and unauthorized use',
      description:
        'Define what authorized use looks like, then watch inbound and outbound traffic, sign-ins and antivirus alerts for signs of attack or misuse, with a named person who reviews them. Optional: a managed detection and response service from your IT provider watches around the clock.',
      requirements: ['SI.L2-3.14.6', 'SI.L2-3.14.7'],
    },
  ],
};
