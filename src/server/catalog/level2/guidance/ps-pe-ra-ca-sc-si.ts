// Small-business guidance for the CMMC Level 2 requirements of PS, PE, RA, CA, SC and SI (NIST SP 800-171 Rev 2 3.9.1-3.14.7).
// Titles: CMMC practice titles (CMMC Assessment Guide, via the CMMC library of intuitem/ciso-assistant-community, CC BY 4.0); Level 1 practices keep the titles of data.ts. Guidance and evidence lists are our own.
export const GUIDANCE_PS_PE_RA_CA_SC_SI: Record<
  string,
  { title: string; implementationGuidance: string; requiredEvidence: string[] }
> = {
  '3.9.1': {
    title: 'Screen Individuals',
    implementationGuidance:
      'This practice means you check people before you give them access to any system that holds CUI (Controlled Unclassified Information), such as drawings or specifications your customer has marked CUI. It covers employees, temporary staff and contractors who will get accounts on, or physical access to, the computers, file storage and cloud services that process, store or transmit CUI, and the systems that protect them. The rule does not say what the screening must include: you decide, within what the law allows.\n\n1. Write a short screening procedure: who is screened (everyone who will get access to CUI systems), what is checked (for example identity, right to work, references, and a criminal background check where the law allows it) and who approves the result.\n2. If you use a background check company, get the person\'s written permission first, as US law (the Fair Credit Reporting Act) requires, and follow any state or local rules on asking about criminal history.\n3. Do not create accounts or hand over keys until the screening is complete and approved. Put "screening done" on your onboarding checklist, before "create account".\n4. For people who already have access and were never screened, complete and record their screening now.\n5. Keep a record for each person: name, date screened, what was checked and who approved it. Keep the reports themselves confidential, with HR records.\n6. Separately from this practice, export-controlled (ITAR or EAR) information has its own rules on who may receive it, for example foreign persons; check those too.\n\nOptional: decide when people are screened again, for example when they move into a role with more access. Documents you use as proof must be final, approved versions, not drafts.',
    requiredEvidence: [
      'Your written personnel screening procedure: who is screened, what is checked and who approves',
      'A screening record for each person with access to CUI systems: name, date, checks done and approval',
      'Onboarding checklists or tickets showing screening was completed before the account was created',
      'A list of people with access to CUI systems, matched to their screening records',
      'Signed consent forms for background checks done through a screening company (kept confidential)',
      'Optional: records of screening repeated when people moved into roles with more access',
    ],
  },
  '3.9.2': {
    title: 'Personnel Actions',
    implementationGuidance:
      "This practice means that when someone leaves the company, or moves to a different job inside it, their access to systems that hold CUI (Controlled Unclassified Information) is removed or changed promptly, and company equipment and information are recovered. Terminations and transfers both count.\n\n1. Write an offboarding and transfer procedure (a checklist works well) listing every access and credential to remove: Microsoft 365 or Google Workspace account, laptop sign-in, VPN, file server, multi-factor tokens, shared passwords the person knew, keys, badges and door codes. Set a time frame, for example by the end of the person's last day, or before they are told when someone is let go for cause.\n2. Make sure HR or the owner tells whoever manages IT about every departure and transfer in advance.\n3. When someone leaves: disable their accounts and sign them out of all sessions, revoke tokens and certificates, collect laptops, phones, USB drives, keys and badges, and change any shared passwords or door codes they knew. Tick each item on the checklist with the date.\n4. Give the person's manager access to their mailbox and files, so no CUI is lost, and decide who now owns it.\n5. Hold a short exit interview reminding the person that they must not keep or share CUI after leaving, and of any non-disclosure agreement they signed.\n6. For a transfer, compare the person's current access with what the new role needs: on the transfer date, remove access to CUI folders, systems and areas they no longer need, and add only what the new role requires.\n\nOptional: once a month, compare your staff list with the active accounts and fix anything left over. Keep the completed checklists as proof; they must be final, signed-off records, not drafts.",
    requiredEvidence: [
      'Your written offboarding and transfer procedure, with the time frame for removing access',
      'Completed offboarding checklists for people who left, with the dates accounts were disabled and property returned',
      "Admin console records or screenshots showing leavers' accounts disabled on time",
      'Transfer records showing access removed and added to match the new role',
      'Records of keys and badges returned and of shared passwords or door codes changed',
      'Signed exit interview forms or acknowledgements of continuing non-disclosure',
      'Optional: notes from a monthly check of the staff list against active accounts',
    ],
  },
  '3.10.1': {
    title: 'Limit Physical Access',
    implementationGuidance:
      'This practice means only people you have approved can physically get to the computers, network equipment and rooms where CUI (Controlled Unclassified Information) is handled, and to the equipment that protects it, such as your firewall. At Level 2 this includes paper: printed drawings, travelers and specifications marked CUI on the shop floor are part of the operating environment too.\n\n1. Write a list of the people allowed into the office, the shop and any room with network equipment, servers or CUI paperwork, and what access each person has.\n2. Keep the building locked when nobody is there, and keep the firewall, router, switches and any server in a locked room or cabinet.\n3. Decide where CUI may be used and stored, for example the engineering office and a locked drawing cabinet, and keep visitors and staff who are not on the list out of those areas.\n4. Place computers, printers and screens where visitors cannot see or pick up CUI. Lock printed drawings away at the end of the shift.\n5. Issue keys, badges or door codes only to people on the list, and record who has what.\n6. When someone leaves or no longer needs access, collect their key or badge, or change the code, on their last day, and record it.\n7. If staff work with CUI from home, the home is an alternate work site: see Alternative Work Sites (PE.L2-3.10.6).\n\nUpdate the access list whenever someone joins, leaves or changes job. Photos of locked doors and cabinets make good evidence.',
    requiredEvidence: [
      'A list of people allowed into the office, shop floor and equipment areas, with what each may enter',
      'Records of keys, badges or door codes issued to each person',
      'Photos of locked doors, the locked network cabinet or server room, and locked CUI storage',
      'A floor plan or note marking where CUI is used and stored',
      "Photos or notes showing computers, printers and screens are out of visitors' reach",
      'Records of physical access removed when people left',
    ],
  },
  '3.10.2': {
    title: 'Monitor Facility',
    implementationGuidance:
      'This practice means you protect, and keep watch over, the building where your CUI (Controlled Unclassified Information) systems are and the support infrastructure they depend on: network cabling and jacks, the wiring closet, power lines, and the point where the internet line enters the building. Protecting keeps people from getting at or tampering with them; monitoring means you would notice if someone tried.\n\n1. List what needs protecting: the building entrances, rooms holding CUI systems or paperwork, the wiring closet or network cabinet, network cabling and jacks, power and the internet service entry point.\n2. Protect the facility: lock outside doors and rooms with CUI systems, and keep the wiring closet or network cabinet locked.\n3. Protect the support infrastructure: run network cables where visitors cannot reach them (ceiling, conduit or cable trays), disconnect or switch off unused network jacks in the lobby and meeting rooms, and keep the internet and power entry points locked or out of public reach.\n4. Monitor the facility with means that fit your building, for example an intruder alarm with a monitoring company, cameras on the entrances, or both, and keep their records for a period you define.\n5. Monitor the support infrastructure: include the wiring closet and server area in the alarm or camera coverage, or check them on a regular walk-through, and make alarm events reach a named person.\n6. Review alarm reports, camera alerts and the physical access logs at a frequency you define, for example weekly, and record what you checked and what you did about anything unusual.\n\nOptional: a battery backup (UPS) for the firewall and server. Keep photos, the alarm contract and your review notes as evidence.',
    requiredEvidence: [
      'A list or floor plan of protected areas and support infrastructure (wiring closet, cabling, power, internet entry)',
      'Photos of locked doors, the locked wiring closet or network cabinet and protected cabling',
      'A record showing unused network jacks in public areas are disconnected or switched off',
      'An alarm monitoring contract or camera system description, showing what each covers',
      'Alarm or camera event records and your dated review notes, with actions taken',
      'Optional: a photo or record of the UPS protecting the firewall and server',
    ],
  },
  '3.10.3': {
    title: 'Escort Visitors',
    implementationGuidance:
      'This practice means anyone who is not authorized to be in your CUI (Controlled Unclassified Information) areas on their own, such as a customer, delivery driver, repair technician or job applicant, is accompanied by an employee while in areas where CUI systems or CUI paperwork can be seen or reached, and someone keeps an eye on what they do. At Level 2 this requirement can never be left on a CMMC plan of action (POA&M): it must be met at assessment (32 CFR 170.21(a)(2)(iii)).\n\n1. Write a short visitor rule: visitors wait at reception or the front door, sign in, wear a visible visitor badge or sticker and are escorted by an employee at all times until they leave. Collect the badge when they leave.\n2. Only employees who are themselves authorized for an area may escort visitors in it.\n3. Before a visitor walks through the office or shop, make sure CUI drawings, screens and whiteboards along the way are covered, turned off or put away.\n4. Tell staff what to do if they see an unescorted visitor: politely walk them back to reception and tell the person responsible.\n5. For cleaners, IT contractors or maintenance workers who come after hours, either escort them or screen and authorize them like staff (see Screen Individuals, PS.L2-3.9.1), and make sure CUI paperwork is locked away and computers are signed out or shut down.\n6. If you have cameras at the entrance or in work areas, mention them in the visitor rule as an extra way of monitoring visitors.\n\nKeep completed visitor log pages, showing who escorted each visitor, as proof that the rule is followed. Optional: have staff sign that they have read the visitor rule.',
    requiredEvidence: [
      'Your written visitor and escort rule',
      'A photo of the visitor badge or sticker you use',
      'Completed visitor sign-in pages showing who escorted each visitor',
      'Your rule for covering or putting away CUI before visitors pass through',
      'Notes or photos of camera coverage of entrances and work areas, if you have it',
      'Optional: staff signatures showing they have read the visitor rule',
    ],
  },
  '3.10.4': {
    title: 'Physical Access Logs',
    implementationGuidance:
      "This practice means you keep a record of everyone who enters the places where CUI (Controlled Unclassified Information) systems and CUI paperwork are, staff as well as visitors, so you can look back and see who was there and when. At Level 2 this requirement can never be left on a CMMC plan of action (POA&M) (32 CFR 170.21(a)(2)(iii)).\n\n1. Put a visitor log at the entrance with columns for date, name, company, reason for visit, person visited, escort, time in and time out. A paper sheet or a visitor sign-in app both work.\n2. Make sure every visitor fills it in on arrival and signs out when leaving. The escorting employee checks it.\n3. Record staff entries too. With an electronic badge or smart-lock system, turn on its access history and learn how to export it. With keys or a shared door code, have staff sign in and out on a staff sheet, or keep time-clock records if they show who was in the building and when.\n4. Decide how long you keep the logs and write it down. The CMMC Level 1 assessment guide's example keeps paper sign-in sheets for one year.\n5. Store completed sheets somewhere locked, filed by month, and keep badge-system exports where they cannot be changed.\n\nOptional: log entries to the server room or CUI file room separately. Optional: look through the logs on a schedule, for example monthly, for anything unusual such as missing sign-outs or entries at odd hours; this also helps you show the facility is monitored (PE.L2-3.10.2).\n\nKeep scans of completed log pages, and the badge-system exports or time-clock records for staff, as evidence.",
    requiredEvidence: [
      'Completed visitor sign-in and sign-out sheets, or visitor-app exports',
      'Records of staff entries: badge or smart-lock history exports, a staff sign-in sheet or time-clock records',
      'Your written rule on how long physical access logs are kept and where',
      'A photo of where completed log sheets are locked away',
      'Optional: notes from your regular review of the logs, with any follow-up',
    ],
  },
  '3.10.5': {
    title: 'Manage Physical Access',
    implementationGuidance:
      'Physical access devices are the things that open your doors: keys, key cards, fobs, door codes and lock combinations. This practice means you know every one of them that opens a place where CUI (Controlled Unclassified Information) systems or CUI paperwork are kept, who holds each one, and that you act when one is lost or someone leaves. At Level 2 this requirement can never be left on a CMMC plan of action (POA&M) (32 CFR 170.21(a)(2)(iii)).\n\n1. Make a list of every key, badge, fob and code for the building, the shop, the network cabinet or server room and the cabinets holding CUI, with who holds each one. Number the keys if you can.\n2. Keep spare keys in a locked key box and record who can open it.\n3. Have each person sign when they receive a key or badge, and again when they return it. With a badge or smart-lock system, give each person their own badge or code rather than a shared one where you can.\n4. When someone leaves or a key is lost, collect or disable it the same day; change door codes or rekey locks when needed, and note the date.\n5. Change shared door codes and lock combinations whenever someone who knew them leaves, and at an interval you define, for example once a year.\n6. Check the list against reality at an interval you define, for example twice a year: count the keys and confirm each holder still needs access.\n\nKeep the list, the signed issue and return records and the lock change records as evidence.',
    requiredEvidence: [
      'A list of every key, badge, fob and door code and who holds each',
      'Signed records of keys and badges issued and returned',
      'Records of keys or badges collected or disabled when people left or keys were lost',
      'Records of lock, door-code and combination changes, with dates',
      'A photo of the locked box where spare keys are kept',
      'Notes from your periodic check of the key list against the keys and holders',
    ],
  },
  '3.10.6': {
    title: 'Alternative Work Sites',
    implementationGuidance:
      "Alternate work sites are places other than your office where people work with CUI (Controlled Unclassified Information): employees' homes, hotels, a customer's or supplier's facility, a trade show. This practice means you write down the safeguards people must follow there, and make sure they really do.\n\n1. Decide whether CUI may be handled away from the office at all, and at which kinds of sites. You may set different rules for different sites, for example home and travel.\n2. Define the safeguards in a short remote work rule, for example: only company laptops with full-disk encryption; connect through the company VPN or your protected cloud service with multi-factor sign-in; no CUI on personal devices, personal email or home printers; lock the screen when stepping away; work where others cannot see the screen; keep paper CUI in a locked drawer and bring it back for shredding; report lost devices straight away.\n3. Have everyone who works off-site with CUI sign the rule, and keep a list of who is approved.\n4. Enforce what you can with technology: device management (Microsoft Intune, Google endpoint management or similar) requiring encryption, screen lock, updates and antivirus; conditional access that blocks devices you do not manage; and settings that block downloading or printing CUI on them.\n5. Check that the safeguards are followed: review the device compliance report at a frequency you define, and ask remote staff to confirm the physical rules, for example with a short yearly self-check form.\n\nDocuments you use as proof must be final, approved versions, not drafts.",
    requiredEvidence: [
      'Your written alternate work site (remote work) rule listing the required safeguards',
      'Signed acknowledgements from everyone approved to work with CUI away from the office',
      'A list of people approved to work off-site with CUI, and where',
      'A device management compliance report showing encryption, screen lock and updates on remote laptops',
      'Screenshots of VPN or conditional access settings that require company devices and multi-factor sign-in',
      'Optional: completed self-check forms from remote staff',
    ],
  },
  '3.11.1': {
    title: 'Risk Assessments',
    implementationGuidance:
      "This practice means you regularly think through what could go wrong with the systems that process, store or transmit CUI (Controlled Unclassified Information), how likely it is and how much harm it would do: to your operations (including delivering on contracts and your reputation), to your equipment and information, and to people. A spreadsheet is enough; no special software is needed.\n\n1. Define how often you assess risk, for example once a year and whenever something big changes (a new system, a move, a new contract with CUI, a security incident), and write it down.\n2. List what you are protecting: the CUI you hold and where it lives, and the computers, cloud services, network equipment and people that handle it. Your asset inventory and system security plan are good starting points.\n3. List the threats that matter to you, for example ransomware, phishing, a lost laptop, an insider taking drawings, fire or a supplier's breach, and the weaknesses that would let them succeed, including your vulnerability scan results (RA.L2-3.11.2).\n4. For each one, rate how likely it is and how bad the impact would be, for example low, medium or high, and combine them into a risk level.\n5. Decide what to do about each significant risk: fix it, reduce it, transfer it (for example insurance) or accept it. Put fixes on your plan of action (CA.L2-3.12.2) and have the owner approve accepted risks.\n6. Record the date, who took part and the results, and repeat at the frequency you defined.\n\nOptional: use NIST SP 800-30 as a guide. The dated, approved risk assessment is your main proof; it must be a final version, not a draft.",
    requiredEvidence: [
      'Your written risk assessment procedure stating how often risk is assessed',
      'Your completed, dated and approved risk assessment, for example a risk register spreadsheet',
      'Earlier risk assessments showing they were done at the defined frequency',
      'Records of the decision on each significant risk, including risks the owner accepted',
      'Plan of action entries created from the risk assessment',
      'Optional: meeting notes listing who took part',
    ],
  },
  '3.11.2': {
    title: 'Vulnerability Scan',
    implementationGuidance:
      "A vulnerability scan uses a tool to check computers, network devices and software for known weaknesses, such as missing updates, unsafe settings or open ports. This practice means you scan the systems and applications that handle or protect CUI (Controlled Unclassified Information) on a schedule you define, and also when a new vulnerability affecting them is announced.\n\n1. Define how often you scan, for example monthly, and write it down, adding that you also scan when a new vulnerability affecting your systems or software is announced.\n2. Choose a scanner, for example the vulnerability management in Microsoft Defender for Business (included in Microsoft 365 Business Premium), Tenable Nessus, Greenbone OpenVAS, or scans run by your IT provider. Make sure it updates its list of known vulnerabilities before each scan.\n3. Scan your systems at the defined frequency: every in-scope computer (including laptops that rarely come to the office), servers, the firewall, switches, Wi-Fi access points, and networked printers and copiers.\n4. Scan applications at the defined frequency: the software installed on each computer (Office, browsers, PDF readers, CAD/CAM software) and any web application you run. Agent-based tools such as Defender report vulnerable installed software automatically. For cloud services, record what the provider scans under its responsibility.\n5. When a new vulnerability affecting your systems or applications is announced (see Security Alerts & Advisories, SI.L2-3.14.3), run an extra scan or check the tool's results for it, and record the date.\n6. Keep every scan report and pass the findings to remediation (RA.L2-3.11.3).\n\nOptional: credentialed (signed-in) scans find more than scans from the network alone. Dated scan reports that match your defined frequency are the best proof.",
    requiredEvidence: [
      'Your written scanning procedure stating the scan frequency and the trigger for extra scans',
      'Dated scan reports covering computers, servers, network devices and printers',
      'Scan reports or dashboard exports showing vulnerabilities in installed software and applications',
      'Records of extra scans run after a new vulnerability was announced',
      'A list of in-scope devices compared with the devices actually scanned',
      'Optional: scanner settings showing credentialed (signed-in) scans are used',
    ],
  },
  '3.11.3': {
    title: 'Vulnerability Remediation',
    implementationGuidance:
      "This practice means you fix the vulnerabilities you find in the systems that handle or protect CUI (Controlled Unclassified Information), in an order and within times set by your risk assessment: the most dangerous weaknesses on the most exposed systems first.\n\n1. Identify vulnerabilities: collect them from your scan reports (RA.L2-3.11.2), security alerts (SI.L2-3.14.3), vendor notices and your own findings, in one list or ticket queue.\n2. For each one, note the affected system, its severity (scanners give a CVSS score) and how exposed the system is, for example reachable from the internet or holding CUI.\n3. Set remediation times based on your risk assessment (RA.L2-3.11.1) and write them down, for example critical within 14 days, high within 30 and others within 90, and faster for vulnerabilities listed in CISA's Known Exploited Vulnerabilities catalog. They can match your patching rule (SI.L1-3.14.1).\n4. Remediate: install updates, change settings, remove unneeded software or services, or replace unsupported devices.\n5. When something cannot be fixed in time, record why, what you did to reduce the risk meanwhile (for example isolating the machine), who approved the decision and when it will be fixed, and put it on your plan of action (CA.L2-3.12.2).\n6. Scan again to confirm each fix worked, and close the item with the date.\n\nThe vulnerability list with the dates found and fixed, and the confirming scans, are your proof.",
    requiredEvidence: [
      'A vulnerability list or ticket queue showing each vulnerability, its severity, the date found and the date fixed',
      'Your written remediation times, tied to your risk assessment',
      'Repeat scan reports confirming vulnerabilities were fixed',
      'Records of vulnerabilities not fixed in time, with the reason, the interim protection and the approval',
      'Plan of action entries for open vulnerabilities',
    ],
  },
  '3.12.1': {
    title: 'Security Control Assessment',
    implementationGuidance:
      "Security controls are the safeguards you have put in place to meet the requirements: settings, tools, rules and habits. This practice means you check, at a frequency you define, whether the controls protecting CUI (Controlled Unclassified Information) in your in-scope systems really work as intended, not just whether they exist.\n\n1. Define how often you assess your controls, for example once a year, and write it down. The CMMC rule asks for a Level 2 self-assessment at least every three years and an affirmation of continued compliance every year, so a yearly check supports an honest affirmation.\n2. Decide who does it: someone who knows the systems, ideally not the person who set the controls up. Optional: an outside consultant.\n3. Work through each requirement and its assessment objectives, for example with this platform's self-assessment. For each one, examine the documents, interview the people responsible and test the control: try to sign in without multi-factor, check that a leaver's account is disabled, download the harmless EICAR test file to see the antivirus catch it.\n4. Record for each objective whether it is met or not met, with the evidence you looked at and the date.\n5. Put every control that is not working, or only partly working, on your plan of action (CA.L2-3.12.2), and update your system security plan where things have changed.\n6. Keep the signed assessment report, and repeat at the frequency you defined.\n\nThe dated results of each assessment are your main proof; they must be final, signed versions, not drafts.",
    requiredEvidence: [
      'Your written procedure stating how often security controls are assessed and by whom',
      'Your dated self-assessment results for each requirement and objective, with evidence references',
      'A signed report or summary of the most recent assessment',
      'Earlier assessment results showing assessments happened at the defined frequency',
      'Test records, such as screenshots of tests performed during the assessment',
      'Plan of action entries created from the assessment findings',
    ],
  },
  '3.12.2': {
    title: 'Plan of Action',
    implementationGuidance:
      'This practice means that when you find a weakness, a requirement not fully met or a vulnerability in the systems that handle CUI (Controlled Unclassified Information), you write down how and when it will be fixed, and then you actually carry out the plan.\n\nA plan of action must identify the deficiencies and vulnerabilities it addresses and describe how and when each will be corrected or reduced: how each unmet requirement will be met and how each planned mitigation will be put in place. For each item, record the requirement or objective (for example AC.L2-3.1.5[b]) or vulnerability, the planned actions and milestones, the person responsible, the target date and the current status.\n\n1. Gather deficiencies and vulnerabilities from your self-assessment (CA.L2-3.12.1), risk assessment, vulnerability scans and incidents.\n2. Write a plan of action entry for each one, as above, and have the owner approve the plan.\n3. Carry it out: review progress at a frequency you define, for example monthly, update the status, and close items with the date and proof of the fix.\n4. Keep the plan with, or referred to from, your system security plan.\n\nDo not confuse this with a CMMC POA&M. Your own plan of action can hold anything; a CMMC POA&M, which allows a Conditional Level 2 status while gaps remain, is allowed only in narrow cases (32 CFR 170.21): a score of at least 88 out of 110; only items worth 1 point, except CUI Encryption (SC.L2-3.13.11) in its 3-point case; and never 3.1.20, 3.1.22, 3.10.3, 3.10.4, 3.10.5 or 3.12.4. Every item must be closed and confirmed by a closeout assessment within 180 days, or the Conditional status expires. Open POA&M items still count against your score; only a temporary deficiency, one that arose after a requirement was implemented and is covered by your operational plan of action, counts as met (32 CFR 170.24(b)(1)).',
    requiredEvidence: [
      'Your approved plan of action listing each deficiency or vulnerability, planned actions, person responsible and target dates',
      'Status updates or meeting notes showing the plan is being carried out',
      'Records of closed items with the completion date and proof of the fix',
      'The self-assessment, risk assessment or scan results the items came from',
      'If you claim Conditional status: your CMMC POA&M, with each item checked against 32 CFR 170.21',
    ],
  },
  '3.12.3': {
    title: 'Security Control Monitoring',
    implementationGuidance:
      'This practice means you do not wait for the yearly assessment to find that a control has stopped working: you keep watch on your security controls continuously, as part of normal work, across the systems that handle or protect CUI (Controlled Unclassified Information).\n\n1. Write a short monitoring plan: which controls you watch, how, how often and who does it. Focus on those that drift: updates, antivirus, accounts, admin roles, backups, firewall, logs.\n2. Use the dashboards and alerts you already have: Microsoft Secure Score or the Google Workspace security health page, Intune or Google endpoint compliance reports, the antivirus console, firewall alerts and backup reports. Send alert emails to a named person.\n3. Work through a short checklist regularly, for example monthly: all devices compliant and up to date, antivirus current, no accounts for people who left, admin roles unchanged, backups succeeded, firewall firmware current, scan results reviewed, visitor log complete.\n4. Check the affected controls again after any significant change, such as a new system, a new firewall rule or a change of IT provider.\n5. Record the date, what was checked and any problems, and put problems not fixed straight away on your plan of action (CA.L2-3.12.2).\n6. Use what you learn to update your risk assessment and system security plan.\n\nThe completed checklists and alert records show that monitoring is ongoing; keep them as final, dated records.',
    requiredEvidence: [
      'Your written monitoring plan: which controls, how, how often and who checks',
      'Completed, dated monitoring checklists',
      'Screenshots or exports of the dashboards used (device compliance, antivirus console, Secure Score or security health page)',
      'Alert settings showing security alerts go to a named person',
      'Records of problems found and how they were fixed or added to the plan of action',
    ],
  },
  '3.12.4': {
    title: 'System Security Plan',
    implementationGuidance:
      "The system security plan (SSP) describes your CUI (Controlled Unclassified Information) environment and how you meet each of the 110 requirements. It is the foundation of a Level 2 assessment: without an SSP the SPRS score cannot be given at all, and this requirement can never be left on a CMMC POA&M. You can start from the SSP this platform builds from your records, then check, complete and approve it.\n\n1. Describe the system boundary: the people, computers, cloud services, network equipment, facilities and outside providers that process, store or transmit CUI or protect it, and what is out of scope. Include a network diagram and an asset inventory, and list specialized assets such as CNC machines.\n2. Describe the environment of operation: where the systems physically are (office, shop, homes), how CUI comes in, moves and leaves, and who uses the systems.\n3. For each requirement, describe how it is implemented: the tools, settings, procedures and people responsible. Refer to your policies rather than copying them.\n4. Identify the requirements that do not apply to you, with the reason, and record that the person with authority (for example the owner) approved it. Describe any enduring exceptions here too.\n5. Describe connections and relationships to other systems: cloud services, your IT provider, customers' portals and any other network you connect to, and what each does.\n6. Define how often you update the SSP, for example once a year and after any significant change, and keep a revision history showing each update, its date and approver.\n\nThe SSP must be a final, approved document with a date and version, not a draft.",
    requiredEvidence: [
      'Your approved, dated system security plan with a version number',
      'The network diagram and asset inventory of your assessment scope, referenced in the SSP',
      'The SSP sections describing the boundary, environment of operation, connections and how each requirement is implemented',
      'The list of requirements that do not apply, with reasons and the approver',
      'Your written rule on how often the SSP is updated',
      'A revision history showing the SSP was updated at that frequency',
    ],
  },
  '3.13.1': {
    title: 'Boundary Protection',
    implementationGuidance:
      'Your external boundary is where the systems holding CUI (Controlled Unclassified Information) meet the internet, usually your firewall, plus the edge of any cloud service holding CUI. Key internal boundaries are lines inside, such as between guest Wi-Fi and business computers, or a shop-floor network and the computers holding CUI. This practice means you define these boundaries and at each one watch the traffic (monitor), allow only what you approve (control) and keep it safe (protect).\n\n1. Draw a network diagram that defines the external boundary and key internal boundaries: internet connection, firewall, business and guest Wi-Fi, computers (including CAM, DNC or programming PCs holding CUI drawings), printers, the shop-floor network and cloud services.\n2. Use a business-grade firewall at the external boundary that blocks incoming connections you have not allowed (see SC.L2-3.13.6).\n3. Separate internal segments with VLANs or separate networks and firewall rules: guest Wi-Fi cannot reach business computers; the shop-floor network reaches only what it needs.\n4. At Level 2, CNC controllers, PLCs and test equipment are specialized assets (32 CFR 170.19(c)): not assessed against the requirements, but list them in the asset inventory, SSP and network diagram and manage them under your own security rules.\n5. Monitor traffic at the external boundary and between internal segments: turn on firewall logging and alerts, and review them at a frequency you define.\n6. Protect traffic crossing the boundaries: VPN or TLS for remote access and cloud services, WPA2 or WPA3 on Wi-Fi, and firewall and switch admin pages reachable only from inside.\n7. Turn on the built-in firewall on every Windows and Mac laptop.\n\nOptional: intrusion prevention (IPS) and web filtering on the firewall. Keep the diagram, firewall rules and review notes as evidence.',
    requiredEvidence: [
      'A network diagram showing the external boundary, key internal boundaries, guest Wi-Fi, shop-floor network and cloud services',
      'Firewall rule exports or screenshots for the external boundary and between internal segments',
      'Screenshots of VLAN or guest Wi-Fi separation settings',
      'Firewall logs, alerts or summary reports, with your dated review notes',
      'An asset inventory listing specialized assets and how they are managed',
      'Proof that remote access and Wi-Fi use encryption',
      'Optional: screenshots of intrusion prevention or web filtering settings',
    ],
  },
  '3.13.2': {
    title: 'Security Engineering',
    implementationGuidance:
      'This practice means security is designed into the way you build and change the systems that handle CUI (Controlled Unclassified Information), not added afterwards. Architectural designs are how the pieces fit together (CUI kept in a defined place, networks separated, layers of protection); software development techniques are how any software you write is made secure; systems engineering principles are rules you follow whenever you add or change a system. For a small business this is mostly a short written set of designs and principles, and records showing you follow them.\n\n1. Describe your security architecture: where CUI lives (for example one Microsoft 365 tenant or one file server), how the network is segmented, and the layers of protection (firewall, multi-factor sign-in, encryption, antivirus, backups). The SSP and network diagram can hold this.\n2. Write a short list of principles for any new or changed system, for example: least privilege; deny by default; layered protection; secure settings from your baseline before use; only products that still get security updates; security checked before buying.\n3. If anyone writes software, scripts, macros or CNC post-processors used with CUI, write down the secure development practices they follow: version control, peer review, no passwords in code, checking inputs, keeping libraries updated. If nobody writes software, say so in your SSP.\n4. Apply the designs and principles: for each new system, major upgrade or piece of in-house code, keep a short record (a checklist or ticket) showing they were checked before it went live.\n5. Plan to replace legacy equipment and software that can no longer meet your principles.\n\nOptional: NIST SP 800-160 Volume 1 is a source of security engineering principles.',
    requiredEvidence: [
      'A written description of your security architecture (in the SSP or separately), with the network diagram',
      'Your written list of security engineering principles for new or changed systems',
      'Checklists or tickets showing the principles were applied to recent new systems or upgrades',
      'If you develop software or scripts: your secure development practices and records of code reviews',
      'Purchase or change records showing security was considered when choosing products',
      'Optional: a plan for replacing legacy equipment that cannot meet your principles',
    ],
  },
  '3.13.3': {
    title: 'Role Separation',
    implementationGuidance:
      'This practice means the everyday functions people use (email, documents, CAD) are kept apart from system management functions (creating accounts, changing security settings, configuring the firewall). A phishing email opened during everyday work then cannot reach the controls of the systems that handle CUI (Controlled Unclassified Information).\n\n1. List the user functions and the management functions in your systems. Management functions include the Microsoft 365 or Google Workspace admin centers, Intune, the firewall and Wi-Fi management pages, server administration, the antivirus console and backup settings.\n2. Give each administrator a separate admin account (for example admin-jane@yourcompany.com) used only for management work, and an ordinary account for email and daily work. Ordinary accounts hold no admin roles.\n3. Do not read email or browse the web with an admin account. On laptops, everyday accounts are standard users; admin rights are used only when needed.\n4. Limit where management interfaces can be reached: firewall and switch admin pages only from the internal network or a management network, never from the internet or guest Wi-Fi.\n5. Test it: sign in with an ordinary account and confirm admin pages and settings cannot be reached; take a screenshot.\n\nOptional: a dedicated computer for admin work, and admin accounts without a mailbox or licenses. Keep the list of functions and the admin account list as evidence.',
    requiredEvidence: [
      'A list of the user functions and system management functions in your systems',
      'An export of admin role assignments showing only separate admin accounts hold admin roles',
      'A list of administrators with their separate everyday and admin accounts',
      'Screenshots of firewall or switch settings limiting where admin pages can be reached',
      'A screenshot showing an ordinary account refused access to an admin page or setting',
      'Your written rule that admin accounts are used only for management work',
    ],
  },
  '3.13.4': {
    title: 'Shared Resource Control',
    implementationGuidance:
      "Shared system resources are things that more than one user or process uses in turn: memory, disks, a shared computer, shared folders, a network printer. This practice means information one person leaves in a shared resource cannot pass to the next person who is not allowed to see it, for example CUI (Controlled Unclassified Information) drawings left on a shared shop-floor PC, or a CUI print job picked up by the wrong person. Supported, updated operating systems handle memory and disk reuse themselves.\n\n1. List the shared resources in your CUI environment: shared computers (front desk, shop floor, CAM or inspection PCs), shared network folders, shared mailboxes, printers and scanners.\n2. On shared computers, give each person their own sign-in, never a common login, so each person's files and temporary files stay in their own profile. Save CUI to controlled folders, not the public desktop or a shared temporary folder.\n3. Set folder permissions so users cannot open each other's home folders or CUI folders they do not need, and give shared mailboxes only to the people who need them.\n4. In Microsoft 365 or Google Workspace, turn off \"Anyone\" (anonymous) sharing links for locations that hold CUI.\n5. Keep operating systems and firmware updated; updates include fixes for processor flaws such as Spectre and Meltdown that could let one program read another's memory.\n\nOptional: secure print (release with a PIN or badge) on shared printers used for CUI, or printers placed where only authorized people can collect output. Record these settings in your SSP.",
    requiredEvidence: [
      'A list of shared resources in the CUI environment (shared computers, folders, mailboxes, printers)',
      'Screenshots showing individual sign-ins on shared computers (no common login)',
      "Folder permission screenshots showing users cannot open each other's folders",
      'A screenshot of the sharing setting that turns off anonymous links for CUI locations',
      'An update report showing operating systems and firmware are current',
      'Optional: settings showing secure print release on shared printers',
    ],
  },
  '3.13.5': {
    title: 'Public-Access System Separation',
    implementationGuidance:
      'Publicly accessible system components are things anyone on the internet can reach, such as a web server you run yourself, a customer portal, a file-transfer server or a remote-access gateway. This practice means those systems sit on a separate part of the network (often called a DMZ), or are run somewhere else entirely, so an attacker who breaks into them cannot reach the systems that handle CUI (Controlled Unclassified Information).\n\n1. List every system in your assessment scope that people outside your company can reach from the internet, and where it runs. Shop-floor machines do not belong here: they are specialized assets, and keeping networked ones apart is part of Boundary Protection (SC.L1-3.13.1).\n2. If your website is hosted by an outside provider such as Wix, Squarespace or a web host, it is not on your network. Note that, and confirm no CUI is stored on it.\n3. If you run anything in your office that the public can reach, put it on its own network segment (a DMZ or separate VLAN) and set firewall rules so it cannot open connections into your internal network.\n4. A portal or file-transfer service where customers exchange CUI with you is itself a CUI system: it needs sign-in and all the other requirements, not just separation.\n5. Show these public systems and their separation on your network diagram and in your SSP.\n\nIf you truly have no publicly accessible systems within your assessment scope, the CMMC assessment guide gives this practice as its example of one that might be marked not applicable. Write down why, and keep that explanation as your evidence.',
    requiredEvidence: [
      'A list of systems that people outside the company can reach from the internet',
      'A network diagram showing public systems separated from the internal network',
      'Screenshots of firewall rules blocking public systems from reaching internal computers',
      'Hosting agreements for websites or services run by outside providers',
      'If nothing is publicly accessible, a written explanation of why the practice does not apply',
    ],
  },
  '3.13.6': {
    title: 'Network Communication by Exception',
    implementationGuidance:
      "This practice means your firewalls block all network traffic unless you have specifically decided to allow it (deny all, permit by exception). It applies to traffic coming in and going out at the boundary of the systems that handle CUI (Controlled Unclassified Information), and between internal segments.\n\n1. Inbound: check that your firewall's default rule for traffic from the internet is deny, and list each exception you allow (for example the VPN port), with its business reason and approver. Remove old port forwards and turn off UPnP.\n2. Outbound: end the rule list with a deny, and allow only what the business needs. The strictest form lists the exact services computers may reach; a simpler start allows web (ports 80 and 443), DNS to approved servers, email and VPN, and denies everything else.\n3. Between internal segments (guest Wi-Fi, shop floor, office): deny by default and allow only the flows you need, for example from the DNC PC to the CNC machines.\n4. On laptops, keep the Windows Defender Firewall or macOS firewall on, blocking unrequested incoming connections on every network.\n5. Keep the allowed exceptions in a table (rule, source, destination, port, reason, approver, date) and review it at a frequency you define, removing rules no longer needed.\n6. Test it: scan your public IP address from outside, or try a blocked port, and confirm only approved ports answer.\n\nKeep firewall rule exports and the exception table as evidence.",
    requiredEvidence: [
      'An export or screenshots of firewall rules ending in deny-all for inbound, outbound and internal traffic',
      'Your exception table listing each allowed flow with its business reason and approver',
      'Screenshots showing the laptop firewall is on and blocks unrequested incoming connections',
      'Records of your periodic review of firewall exceptions',
      'Results of an external port scan showing only approved ports are open',
    ],
  },
  '3.13.7': {
    title: 'Split Tunneling',
    implementationGuidance:
      'Split tunneling means a laptop connected to your company network over a VPN is, at the same time, talking directly to the internet or to its local network (hotel or home Wi-Fi) outside the VPN. This practice means remote devices connected to the systems that handle CUI (Controlled Unclassified Information) send all their traffic through the protected connection while connected.\n\n1. List how remote devices connect to your CUI systems: a VPN to the office firewall, a remote desktop gateway, or only cloud services such as Microsoft 365 or Google Workspace.\n2. If you use a VPN, set it to send all traffic through the tunnel (full tunnel). In firewall VPN profiles (FortiClient, SonicWall, WatchGuard, Cisco and others) the setting is usually called split tunneling or "route all traffic": disable split tunneling. For the Windows built-in VPN, the PowerShell command Set-VpnConnection with -SplitTunneling $false does it.\n3. Stop users changing it: push the VPN profile with device management and give everyday users standard, non-admin accounts.\n4. Test it: connect a laptop to the VPN and check that its internet traffic goes through the office, for example a "what is my IP" website shows the office\'s address, and take a screenshot.\n5. If no remote device connects into your network (for example staff reach CUI only in a cloud service), describe that in your SSP, with the rule that no VPN is set up without approval; the assessor decides whether the requirement applies.\n\nOptional: an always-on VPN, or the VPN\'s option to refuse clients that allow split tunneling. Keep the VPN configuration screenshots and the test result as evidence.',
    requiredEvidence: [
      'A description of how remote devices connect to CUI systems',
      'Screenshots of the VPN configuration showing split tunneling is disabled',
      'Device management settings showing the VPN profile is pushed and cannot be changed by users',
      "A dated test record showing a connected laptop's internet traffic goes through the office",
      'If no VPN is used, the SSP section explaining how remote devices reach CUI',
      'Optional: settings that refuse clients with split tunneling enabled',
    ],
  },
  '3.13.8': {
    title: 'Data in Transit',
    implementationGuidance:
      'This practice means CUI (Controlled Unclassified Information) is encrypted whenever it travels over a network, inside the office or across the internet, unless it is protected physically instead, for example a cable that runs entirely inside a locked area. It covers every device that sends CUI: computers, phones, servers, printers, scanners and copiers.\n\n1. List how CUI moves: email, file sharing (SharePoint, OneDrive, Google Drive), the file server, VPN and remote access, Wi-Fi, customer portals, file transfer, scan-to-email, and between office and shop floor.\n2. Identify the cryptographic mechanism protecting each path: TLS 1.2 or newer for web, cloud and email connections; an IPsec or TLS VPN; WPA2 or WPA3 on Wi-Fi; SMB encryption or the VPN for file shares; SFTP instead of plain FTP.\n3. Identify any alternative physical safeguards you rely on instead, for example network cables running only inside a locked area, and write down why they keep the traffic safe.\n4. Close the gaps: turn off plain FTP, Telnet and unencrypted HTTP admin pages, set scan-to-email to use TLS, and send CUI outside the company by email only with encryption (for example Microsoft Purview Message Encryption or S/MIME).\n5. Make sure the encryption that protects CUI is FIPS-validated (see CUI Encryption, SC.L2-3.13.11).\n\nRecord the list of paths and their protections in your SSP.',
    requiredEvidence: [
      'A list of the ways CUI is transmitted, with the encryption or physical safeguard protecting each',
      'Screenshots of TLS, VPN and Wi-Fi encryption settings',
      'Settings showing email encryption is available and used for CUI sent outside the company',
      'Screenshots showing unencrypted services (FTP, Telnet, plain HTTP admin pages) are turned off',
      'A description and photos of any physical safeguard used instead of encryption',
      'Records of the FIPS certificates of the modules used (see SC.L2-3.13.11)',
    ],
  },
  '3.13.9': {
    title: 'Connections Termination',
    implementationGuidance:
      'This practice means network connections to the systems that handle CUI (Controlled Unclassified Information) close when the session ends, and are cut after a period of inactivity you define, so an abandoned session cannot be picked up by someone else. It covers internal and external connections: VPN, remote desktop, cloud sessions and admin sessions on firewalls and servers.\n\n1. Define the inactivity period for each type of connection and write it down, for example: VPN disconnects after 30 minutes idle; remote desktop sessions end after 15 minutes idle; web sessions to Microsoft 365 or Google Workspace end after a time you choose; firewall admin sessions time out after 10 minutes.\n2. Set the VPN idle timeout on your firewall or VPN server.\n3. For Windows Remote Desktop, set the session time limits in Group Policy or Intune (Remote Desktop Services > Remote Desktop Session Host > Session Time Limits): a limit for idle sessions and one for disconnected sessions.\n4. In Microsoft 365, turn on Idle session timeout (admin center > Settings > Org settings > Security & privacy). In Google Workspace, set the web session duration (Admin console > Security > Access and data control > Google session control).\n5. Set timeouts on firewall, switch and server admin interfaces.\n6. Make sure connections end with the session: staff sign out or disconnect when they finish, and the systems close the connection when they do.\n7. Test each setting by leaving a session idle and confirming it is cut, and take a screenshot.\n\nKeep the written timeouts and screenshots of the settings as evidence.',
    requiredEvidence: [
      'Your written inactivity timeouts for each type of connection',
      'Screenshots of the VPN idle timeout setting',
      'Screenshots of remote desktop session time limit policies',
      'Screenshots of the Microsoft 365 idle session timeout or Google Workspace session duration',
      'Screenshots of admin-interface timeouts on the firewall and servers',
      'A test record showing an idle session was disconnected',
    ],
  },
  '3.13.10': {
    title: 'Key Management',
    implementationGuidance:
      "Cryptographic keys are the secrets that make encryption and certificates work: BitLocker and FileVault recovery keys, VPN pre-shared keys and certificates, Wi-Fi passwords, website certificates, SSH keys and email encryption certificates. This practice means that whenever you use cryptography in the systems that handle CUI (Controlled Unclassified Information), the keys are created (established) securely and then managed: stored, backed up, renewed, revoked and destroyed in a controlled way.\n\n1. Make a key inventory: each place you use cryptography, the key or certificate it uses, where the key is kept, who can reach it and when it expires.\n2. Establish keys securely: let the product generate them (BitLocker, FileVault, the firewall's VPN, a certificate authority) rather than making them up; use long random pre-shared keys; never reuse one key across systems.\n3. Store and back up keys safely: keep BitLocker recovery keys in Microsoft Entra ID or Intune and FileVault keys in your device management tool, not in a spreadsheet on a shared drive; keep other keys in a password manager or vault that only administrators can open.\n4. Renew certificates before they expire, and change keys when someone who knew them leaves or a key may have been exposed.\n5. Revoke or delete the keys of devices and services you retire.\n6. Write these steps down as a short key management procedure.\n\nKeep the key inventory (never the keys themselves) as evidence.",
    requiredEvidence: [
      'Your key inventory listing each use of cryptography, its key or certificate, where it is stored and its expiry (no actual keys)',
      'Your written key management procedure',
      'A screenshot showing BitLocker or FileVault recovery keys are stored in your device management tool',
      'Records of certificate renewals and of keys changed after staff departures',
      'Screenshots showing access to the vault holding keys is limited to administrators',
      'Records of keys revoked for retired devices or services',
    ],
  },
  '3.13.11': {
    title: 'CUI Encryption',
    implementationGuidance:
      "This practice means that wherever encryption keeps CUI (Controlled Unclassified Information) confidential, on laptops, USB drives, email, file transfer, VPN, Wi-Fi or cloud storage, it comes from a cryptographic module validated under FIPS 140-2 or FIPS 140-3. A strong algorithm such as AES is not enough: the module itself must be tested and certified by NIST's Cryptographic Module Validation Program (CMVP). In the SPRS score this requirement loses 5 points when no cryptography protects CUI, and 3 points when cryptography is used but is not FIPS-validated (DoD Assessment Methodology). Only the 3-point case may go on a CMMC POA&M.\n\n1. List every place encryption protects CUI, from your Data in Transit (SC.L2-3.13.8) and Data at Rest (SC.L2-3.13.16) lists.\n2. For each, note the product and version, and ask the vendor for its FIPS 140-2 or 140-3 certificate number.\n3. Check the certificate on NIST's CMVP list: on csrc.nist.gov open the Cryptographic Module Validation Program, then Validated Modules > Search, and search by vendor or certificate number. Check the status (Active is what you want; if it is Historical or Revoked, ask the vendor about a current certificate), that the module and version match yours, and that your operating system or hardware is among the tested configurations. A module listed only as \"In Process\" is not validated.\n4. Read the certificate's Security Policy for how to run the module in its approved (FIPS) mode, and set it up that way. For Windows, Microsoft's FIPS 140 validation page explains the steps.\n5. Replace products with no valid certificate, such as a consumer USB drive or an old VPN appliance, or put them on your plan of action.\n6. Record each module and its certificate number in your SSP.\n\nKeep screenshots of the certificate pages as evidence.",
    requiredEvidence: [
      'A list of every place encryption protects CUI, with the product, version and FIPS certificate number',
      'Screenshots of the CMVP certificate pages showing Active status and matching versions',
      'Screenshots showing products set to their approved (FIPS) mode where the vendor requires it',
      'Vendor statements naming the validated modules used by your cloud services',
      'The SSP section recording the modules and certificate numbers',
      'Plan of action entries for any encryption that is not yet FIPS-validated',
    ],
  },
  '3.13.12': {
    title: 'Collaborative Device Control',
    implementationGuidance:
      'Collaborative computing devices are webcams, microphones, networked whiteboards and conference room cameras and speakers. This practice means nobody can switch them on remotely, and people at the device can always see when one is in use, wherever CUI (Controlled Unclassified Information) is handled or discussed. Dedicated video conferencing systems that only start when a participant places or accepts a call are excluded, and screen sharing is not what this is about.\n\n1. List the collaborative devices in your CUI areas: laptop cameras and microphones, USB webcams, conference room systems (Microsoft Teams Rooms, Zoom Rooms, Google Meet hardware) and networked whiteboards.\n2. Check that each one shows when it is in use: the camera light, the on-screen microphone and camera indicators in Windows and macOS, and in-meeting indicators on room systems. Where a device has no indicator, provide a manual one, for example a sign on the door, or lock the room while it is in use.\n3. Prohibit remote activation: turn off auto-answer and far-end camera control on room systems, do not install remote-control or monitoring software that can switch on cameras or microphones, and check meeting app settings so other participants cannot start your camera or microphone.\n4. Write these rules in a short policy, and note the settings in your SSP.\n5. Test: try to start a device remotely, confirm it fails, and check the indicator when it is used.\n\nOptional: keep smart speakers and voice assistants out of areas where CUI is discussed. Keep the device list and settings screenshots as evidence.',
    requiredEvidence: [
      'A list of collaborative computing devices in CUI areas',
      "Photos or screenshots of each device's in-use indicator (camera light, on-screen icon)",
      'Screenshots of room-system and meeting-app settings with auto-answer and remote control turned off',
      'Your written rule on collaborative devices, including manual notices where a device has no indicator',
      'A test record showing a device could not be turned on remotely',
    ],
  },
  '3.13.13': {
    title: 'Mobile Code',
    implementationGuidance:
      "Mobile code is software that arrives from somewhere else and runs without being installed: JavaScript in web pages, Office macros (VBA), Java applets, ActiveX, PDF scripts, PostScript, VBScript and Flash. This practice means you decide which mobile code may run on the systems that handle CUI (Controlled Unclassified Information) and block the rest (control), and you watch its use (monitor).\n\n1. Write a short mobile code rule: which mobile code is allowed, for example JavaScript in supported, updated browsers; which is not, for example macros in files from the internet, Java in the browser, ActiveX and Flash; and how to ask for an exception.\n2. Keep Office's default blocking of macros in files from the internet, and allow only signed or approved macros, using Microsoft 365 Apps policies, Intune or Group Policy.\n3. Keep browsers updated and managed, and remove Java and other plug-ins that are not needed.\n4. Turn off JavaScript in Adobe Acrobat Reader (Preferences > JavaScript) unless a business need is approved.\n5. Record approved exceptions, with the person who approved them.\n6. Monitor: review antivirus or Defender alerts for blocked macros and scripts, and web filter logs, at a frequency you define, and follow up anything that does not fit your rule.\n\nOptional: Microsoft Defender attack surface reduction rules that block Office apps from starting other programs and block obfuscated scripts. Keep the rule and screenshots of the settings as evidence.",
    requiredEvidence: [
      'Your written mobile code rule listing allowed and blocked mobile code and the exception process',
      'Screenshots of Office macro policies (internet macros blocked, only signed or approved macros allowed)',
      'Screenshots of browser and PDF reader settings controlling plug-ins and scripts',
      'Records of approved exceptions',
      'Dated reviews of alerts or logs showing blocked macros or scripts, with follow-up',
      'Optional: screenshots of attack surface reduction rules',
    ],
  },
  '3.13.14': {
    title: 'Voice over Internet Protocol',
    implementationGuidance:
      "Voice over Internet Protocol (VoIP) means phone calls over the internet or your network: desk phones from a provider such as RingCentral, 8x8 or Vonage, Microsoft Teams Phone, Zoom Phone, Google Voice or softphone apps. This practice means you decide which VoIP systems may be used and how (control), and you watch for misuse (monitor) in the environment that handles CUI (Controlled Unclassified Information). A phone system is an internet application with the same risks, plus eavesdropping and caller ID spoofing.\n\n1. Write down which VoIP products are approved for company use, the rules for using them, and that others (for example personal calling apps for business calls) are not allowed.\n2. Secure the approved system: change default passwords on desk phones and the admin portal, require multi-factor sign-in for the admin portal, set voicemail PINs, turn on call encryption where offered, and keep phone firmware and apps updated.\n3. Limit who can add users, change call forwarding or make international calls, to what the business needs.\n4. Monitor: review the provider's call logs, admin audit logs and alerts at a frequency you define, for example monthly, for unusual calls, new devices or changes, and watch firewall logs for VoIP traffic to services you have not approved.\n5. Add the VoIP system to your asset inventory and SSP.\n\nOptional: put desk phones on their own voice network (VLAN), separated from the computers that hold CUI. Keep the approved list, settings screenshots and review notes as evidence.",
    requiredEvidence: [
      'Your written list of approved VoIP products and the rules for using them',
      'Screenshots of VoIP admin settings: multi-factor sign-in, changed default passwords, encryption, voicemail PINs',
      'Records showing phone firmware and apps are kept up to date',
      'Dated reviews of call logs and admin audit logs, with follow-up',
      'The VoIP system in your asset inventory and SSP',
      'Optional: a network diagram showing the separate voice network',
    ],
  },
  '3.13.15': {
    title: 'Communications Authenticity',
    implementationGuidance:
      'This practice means that in every communications session with the systems that handle CUI (Controlled Unclassified Information), each end can be sure the other is who it claims to be for the whole session, so an attacker cannot sit in the middle, take over the session or slip in false information. Security protocols with certificates, such as TLS, do most of this work.\n\n1. List your communications sessions: web and cloud sessions (Microsoft 365, Google Workspace, portals), VPN, remote desktop, file shares, email between servers, and admin sessions to the firewall and servers.\n2. Use protocols that authenticate the other end: HTTPS with valid certificates for every web service and admin page; VPNs with certificates or strong pre-shared keys; Remote Desktop with Network Level Authentication; SMB signing on file servers and computers.\n3. Turn off old protocols that cannot protect sessions: legacy authentication in Microsoft 365 (block it with conditional access), SMBv1, Telnet and plain HTTP admin pages.\n4. Tell staff never to click through a certificate warning, and to report it instead.\n5. Keep certificates valid and renew them before they expire (see Key Management, SC.L2-3.13.10).\n6. Record the protocol protecting each session type in your SSP.\n\nOptional: mutual authentication with device certificates for VPN and Wi-Fi connections. Keep screenshots of the settings as evidence.',
    requiredEvidence: [
      'A list of communications session types and the protocol protecting each',
      'Screenshots of HTTPS and certificate settings on web services and admin pages',
      'VPN configuration showing certificate or strong key authentication',
      'Screenshots showing legacy authentication, SMBv1 and plain HTTP admin pages are turned off',
      'Group Policy or Intune settings requiring SMB signing and Network Level Authentication',
      'Training records covering certificate warnings',
    ],
  },
  '3.13.16': {
    title: 'Data at Rest',
    implementationGuidance:
      'CUI (Controlled Unclassified Information) at rest is CUI stored anywhere: laptop and desktop drives, file servers, NAS boxes, USB drives, phones, backups and cloud storage. This practice means its confidentiality is protected while stored. Encryption is the usual way, and where encryption is used it must be FIPS-validated (SC.L2-3.13.11). Physical protection can also do the job, for example a server in a locked room, or devices that cannot be encrypted kept locked away and signed out when needed.\n\n1. List where CUI is stored, using your asset inventory: computers, servers, NAS, USB drives, phones, backups and cloud services.\n2. Turn on full-disk encryption on every computer: BitLocker on Windows and FileVault on Mac, enforced and reported through Microsoft Intune or your device management tool.\n3. Encrypt file server and NAS volumes, and backups on disk, tape and in the cloud.\n4. Use only encrypted USB drives for CUI, for example hardware-encrypted drives with a FIPS certificate, and block other USB storage where you can.\n5. Require a passcode on phones and tablets that hold CUI (current iPhones and Android phones encrypt their storage and protect it with the passcode) and enforce it with device management.\n6. For cloud storage, confirm and record how the provider encrypts data at rest.\n7. Where something cannot be encrypted, protect it physically and write down how: a locked room, a locked cabinet, a sign-out sheet.\n\nKeep the device management encryption report and your storage list as evidence.',
    requiredEvidence: [
      'A list of every place CUI is stored and how each is protected',
      'A device management report showing BitLocker or FileVault turned on for every computer',
      'Screenshots of encryption settings on file servers, NAS and backups',
      'A list of the encrypted USB drives issued, with their FIPS certificate numbers',
      "The cloud provider's statement on encryption at rest",
      'A description and photos of physical protection used where encryption is not possible',
    ],
  },
  '3.14.1': {
    title: 'Flaw Remediation',
    implementationGuidance:
      'Flaws are weaknesses in software and devices that attackers can use, usually fixed by updates (patches). This practice means you decide how quickly you will identify, report and correct flaws in the systems that handle or protect CUI (Controlled Unclassified Information), and then really do it within those times.\n\n1. Write a patching rule with three timeframes, for example: identify flaws by checking update status and scan results weekly; report missing or failed updates to the person responsible within two days; install critical security updates within 14 days and others within 30 days. Choose times you can meet.\n2. Identify flaws: use vulnerability scans (RA.L2-3.11.2), security alerts (SI.L2-3.14.3) and the update reports of Intune or Google endpoint management to see which devices are missing updates.\n3. Report them: send the list of missing updates or open flaws to the person responsible, for example as tickets or a weekly email, and keep it.\n4. Correct them: turn on automatic updates on every computer and phone (Windows: Settings > Windows Update, not paused; Mac: System Settings > General > Software Update > Automatic updates, with "Install macOS updates" and "Install Security Responses and system files" on). Keep browsers, Office, PDF readers and CAD/CAM software updated, and update firmware on the firewall, switches, Wi-Fi access points and printers.\n5. Replace devices and software that no longer get security updates, or isolate them and put them on your plan of action.\n6. Keep a dated log showing each flaw was identified, reported and corrected within your timeframes.\n\nDated update reports and your log are the main proof.',
    requiredEvidence: [
      'Your written patching rule with timeframes for identifying, reporting and correcting flaws',
      'Device management or update reports showing the update status of every computer and phone',
      'Tickets or emails showing flaws were reported to the person responsible, with dates',
      'Screenshots showing automatic updates are turned on',
      'Records of firewall, switch, Wi-Fi and printer firmware updates',
      'A dated log showing flaws corrected within your timeframes',
      'Optional: records of unsupported devices replaced or isolated',
    ],
  },
  '3.14.2': {
    title: 'Malicious Code Protection',
    implementationGuidance:
      'Malicious code means viruses, ransomware, spyware and similar harmful software. This practice means you decide where protection is needed in the systems that handle CUI (Controlled Unclassified Information), the "designated locations", and make sure protection is actually running in each of them.\n\n1. List the places that need protection: every Windows and Mac computer (including CAM, DNC and inspection PCs that handle CUI), every server, and email. Decide whether phones and tablets that hold CUI, and the firewall, belong on the list too, and write down why.\n2. On Windows, Microsoft Defender Antivirus is built in: make sure it is on, and turn on Tamper Protection so users cannot switch it off. Macs have built-in protection (XProtect); consider adding a business antivirus so you can show its status centrally.\n3. With several computers, use a central console, such as Microsoft Defender for Business or another business antivirus, to see every device\'s status in one place.\n4. Make sure email scanning is on: Microsoft 365 and Google Workspace both scan attachments for malware.\n5. For a computer that cannot run antivirus, such as an old PC tied to a machine, record why and how else it is protected, for example no internet access and USB drives scanned on another computer first.\n6. Check the console regularly for devices missing protection and for detections, and record what was done about each one.\n\nOptional: gateway antivirus on the firewall, if it offers it. Keep your list of locations, console screenshots and email protection settings as evidence.',
    requiredEvidence: [
      'A list of designated locations for malware protection (computers, servers, email, and any mobile devices or firewall you chose)',
      'A console report or screenshots showing antivirus running on every computer and server',
      'Screenshots of email malware-scanning settings',
      'A screenshot showing Tamper Protection or an equivalent setting is on',
      'Records of threats detected and what was done about them',
      'Records of computers that cannot run antivirus, with their alternative protection',
    ],
  },
  '3.14.3': {
    title: 'Security Alerts & Advisories',
    implementationGuidance:
      "Security alerts and advisories are warnings about new threats and vulnerabilities from government agencies and vendors. This practice means someone in your company receives the alerts that matter for the systems that handle CUI (Controlled Unclassified Information), you have decided what to do when one arrives, and you act on it.\n\n1. Name who monitors alerts (for example the IT lead or your IT provider) and write down the response actions: check whether the alert affects your systems; if it does, assess the risk and patch, change settings or block; tell staff if needed; log it; and escalate urgent ones to the owner the same day.\n2. Subscribe to sources: CISA alerts and advisories by email (cisa.gov), CISA's Known Exploited Vulnerabilities catalog, Microsoft's Security Update Guide notifications, Apple security releases, and the advisories of your firewall, VPN, printer, CAD/CAM and other key vendors.\n3. Monitor: check these sources at a frequency you define, for example weekly, and read urgent alerts as they arrive.\n4. Act: for each alert that affects you, carry out the response action and record the date, the action and who did it, for example in a simple alert log or tickets.\n5. Feed alerts into your vulnerability scanning (RA.L2-3.11.2) and flaw remediation (SI.L1-3.14.1).\n\nOptional: turn on notifications from the Microsoft 365 Message center or the Google Workspace alert center. Keep the subscription confirmations and the alert log as evidence.",
    requiredEvidence: [
      'Your written procedure naming who monitors alerts and the response actions',
      'Subscription confirmations or screenshots for CISA, Microsoft and key vendor alerts',
      'An alert log or tickets showing alerts reviewed, actions taken, dates and who acted',
      'Records of patches or changes made in response to specific advisories',
      'Optional: screenshots of Microsoft 365 Message center or Google Workspace alert center notification settings',
    ],
  },
  '3.14.4': {
    title: 'Update Malicious Code Protection',
    implementationGuidance:
      'Antivirus software only recognizes threats it knows about, so it needs frequent updates to its definitions (its list of known threats) and to the program itself. This practice means those updates are installed whenever the vendor releases them, at every location that protects the systems handling CUI (Controlled Unclassified Information).\n\n1. Make sure automatic updates are on in the antivirus on every computer and server. Microsoft Defender Antivirus gets its updates through Windows Update by default, so do not pause Windows Update. The Mac\'s built-in protection (XProtect) updates itself when "Install Security Responses and system files" is on, under System Settings > General > Software Update > Automatic updates; other products have their own update setting.\n2. Do not let staff turn off updates or the antivirus: give them standard (non-admin) accounts and, on Windows, turn on Tamper Protection.\n3. In a central console, set the update policy, for example checking for new definitions at least daily, and take a screenshot of that setting.\n4. Keep email filtering and any firewall gateway antivirus subscriptions active, so their signatures update too.\n5. Check at a frequency you define, for example weekly, that every device shows current definitions. On a Windows PC, open Windows Security > Virus & threat protection > Protection updates. Fix any device that is out of date straight away and note what you did.\n6. Make sure laptops that are rarely used are switched on and connected regularly so they can update.\n\nKeep the screenshots, console reports and your check notes as evidence.',
    requiredEvidence: [
      'A screenshot of the antivirus automatic-update setting or console update policy',
      'A report showing current definition versions on every computer and server',
      'Update history or logs from your antivirus',
      'Proof that email filtering and firewall gateway antivirus subscriptions are active',
      'Notes from your regular checks of antivirus updates, with fixes made',
    ],
  },
  '3.14.5': {
    title: 'System & File Scanning',
    implementationGuidance:
      'This practice has two parts for the systems that handle CUI (Controlled Unclassified Information). First, your antivirus scans computers and servers on a schedule you define (periodic scans). Second, it checks files from outside the moment they are downloaded, opened or run (real-time scans), including email attachments and files on USB drives.\n\n1. Define how often scheduled scans run, for example a quick scan weekly, and write it down. Choose a frequency you can show really happens.\n2. Set that schedule in your antivirus or its console. For Microsoft Defender Antivirus on several computers, an Intune antivirus policy (Endpoint security > Antivirus) sets the scan type, day and time for all of them. Windows Security shows the date of the last scan under Virus & threat protection.\n3. Turn on real-time protection on every computer (Windows Security > Virus & threat protection > Virus & threat protection settings > Manage settings). Tamper Protection, on the same page, stops users turning it off.\n4. Confirm that your email service scans attachments and that files on USB drives are scanned when opened.\n5. On Macs, the built-in XProtect checks apps automatically, but it has no scan schedule you can set or show and it does not check documents. Optional: a business antivirus for Mac gives you a schedule, a scan history and real-time scanning of documents, the simplest way to show this practice on Macs.\n6. Look at the scan history at a frequency you define, for example monthly, to confirm scans ran on schedule on every device, and record threats found and what was done.\n\nKeep the written scan schedule, screenshots of the settings and the scan history as evidence.',
    requiredEvidence: [
      'Your written scan schedule (for example a weekly quick scan)',
      'Scan history from your antivirus showing scans ran on schedule on every device',
      'A screenshot showing real-time protection is turned on',
      'Screenshots showing email attachment scanning is turned on',
      'Settings showing files on USB drives are scanned when used',
    ],
  },
  '3.14.6': {
    title: 'Monitor Communications for Attacks',
    implementationGuidance:
      "This practice means you watch the systems that handle CUI (Controlled Unclassified Information), and the traffic going in and out of them, for signs of attack: malware spreading inside, sign-ins at odd hours, data leaving for unknown places, computers contacting known bad sites. For a small business the tools you already pay for do most of the work, as long as someone looks at what they report.\n\n1. Write down what you monitor, with which tool, and who reviews it.\n2. Monitor the systems: endpoint protection with detection and response (for example Microsoft Defender for Business), alerts in the Microsoft Defender portal or the Google Workspace alert center, and sign-in and audit logs for suspicious activity.\n3. Monitor inbound traffic: firewall intrusion prevention (IPS) and gateway antivirus, email filtering reports (phishing and malware blocked), and alerts on attacks blocked at your public IP address.\n4. Monitor outbound traffic: DNS or web filtering that blocks and logs connections to malicious sites, firewall logs of outbound connections to unusual destinations or in unusual volumes, and data loss prevention alerts where your subscription has them.\n5. Send alerts by email to a named person, and review dashboards and logs at a frequency you define, for example weekly.\n6. Investigate each alert, record what you found and what you did, and handle real incidents with your incident response plan.\n\nOptional: a managed detection and response (MDR) service, or your IT provider's security operations center, watching around the clock. Keep the monitoring description, alert settings and review records as evidence.",
    requiredEvidence: [
      'Your written monitoring description: what is monitored, with which tools, and who reviews it',
      'Screenshots of firewall intrusion prevention and gateway antivirus settings',
      'Screenshots of DNS or web filtering settings with logging of outbound connections',
      'Endpoint and cloud alert settings showing alerts go to a named person',
      'Dated review records of alerts and logs, with actions taken',
      'Optional: a contract with a managed detection and response provider',
    ],
  },
  '3.14.7': {
    title: 'Identify Unauthorized Use',
    implementationGuidance:
      'This practice means you first define what authorized use of the systems that handle CUI (Controlled Unclassified Information) looks like, and then look for use that falls outside it: someone signing in who should not, an employee copying CUI to a personal account, software that is not allowed, or access at strange times or from strange places.\n\n1. Define authorized use in an acceptable use policy: who may use which systems, for what, from which devices and locations, where each kind of data may be stored, and what is forbidden (for example personal cloud storage for CUI, unapproved software, sharing accounts). Say what each role may do: user, administrator, IT provider.\n2. Have every user sign it.\n3. Look for unauthorized use: review sign-in logs for failed sign-ins, sign-ins from unexpected countries or at odd hours, and new admin role assignments; review audit logs for mass downloads or sharing of CUI; review device management reports for unapproved software.\n4. Turn on automatic alerts where available, for example risky sign-in alerts in Microsoft Entra ID, Defender alerts, the Google Workspace alert center and firewall alerts for blocked categories. Some need higher subscription levels.\n5. Review the logs and alerts at a frequency you define, for example weekly, and record each review.\n6. When you find unauthorized use, act on it (disable the account, remove the software, follow your incident response plan) and record what you did.\n\nDocuments you use as proof must be final, approved versions, not drafts.',
    requiredEvidence: [
      'Your acceptable use policy defining authorized use by role',
      'Signed acknowledgements of the policy from every user',
      'Dated records of sign-in and audit log reviews',
      'Screenshots of alert settings for risky sign-ins and unusual activity',
      'Records of unauthorized use found and what was done about it',
      'Optional: device management reports listing unapproved software found',
    ],
  },
};

export const FAMILY_DESCRIPTIONS_PS_PE_RA_CA_SC_SI: Record<string, string> = {
  PS: 'Personnel Security is about the people who get access to your Controlled Unclassified Information (CUI). You check people before giving them access, and when someone leaves or changes jobs you promptly remove the accounts, keys and equipment they no longer need.',
  RA: 'Risk Assessment is about finding your weak spots before an attacker does. You regularly think through what could go wrong with the systems that hold Controlled Unclassified Information (CUI), scan your computers and software for known weaknesses, and fix what you find, most dangerous first.',
  CA: 'Security Assessment is about checking that your security really works and writing it down. You test your safeguards on a schedule, keep watch on them in between, keep a plan for fixing what is missing, and maintain the system security plan that describes the systems holding Controlled Unclassified Information (CUI) and how you meet each requirement.',
};
