// Small-business guidance for the CMMC Level 2 practices of the CM, IA, IR, MA and MP families (NIST SP 800-171 Rev 2 3.4.1-3.8.9).
// Titles are the CMMC practice titles (CMMC Assessment Guide, via the CISO Assistant CMMC 2.0 library, CC BY 4.0); Level 1 titles as in data.ts.
// Guidance and evidence lists are our own.
export const GUIDANCE_CM_IA_IR_MA_MP: Record<
  string,
  { title: string; implementationGuidance: string; requiredEvidence: string[] }
> = {
  '3.4.1': {
    title: 'System Baselining',
    implementationGuidance:
      'This practice means you keep two things up to date for the systems that process, store or transmit CUI (Controlled Unclassified Information) and for the systems that protect them, such as the firewall: an inventory (a list of what you have) and a baseline configuration (a written description of how each kind of system is set up). Both must cover hardware, software, firmware and documentation.\n\n1. Build the inventory in a spreadsheet or your device-management tool (Microsoft Intune, Google endpoint management): hardware with name, model, serial number, owner and location; software with versions; firmware versions of the firewall, switches, Wi-Fi access points, printers and file server; and the documentation you rely on, such as the network diagram and admin guides.\n2. List shop-floor machines that handle CUI too (CNC controllers, test equipment): under 32 CFR 170.19(c) these specialized assets must appear in the asset inventory, the system security plan and the network diagram, although they are not assessed against the other requirements.\n3. Write a baseline for each kind of system, for example "office Windows laptop": operating system and version, approved software, firmware level, security settings (3.4.2) and the documents that describe it. Do the same for the firewall, the file server and your Microsoft 365 or Google Workspace settings.\n4. Keep both in step with reality from purchase to disposal: update them whenever you buy, change or retire something (tie this to your change log, 3.4.3), and define how often you review them in full, for example every six months. Record each review with its date.\n5. Optional: keep old versions marked as superseded so you can show the history.\n\nDocuments you use as proof must be final, approved versions, not drafts.',
    requiredEvidence: [
      'Your hardware, software and firmware inventory, with serial numbers, versions, owners and locations',
      'A list of the documentation that belongs to each system (network diagram, admin guides, manuals)',
      'Your written baseline configuration for each kind of system (for example office laptop, CAM PC, file server, firewall)',
      'Dated records of inventory and baseline reviews and the updates made',
      'Change log entries showing the inventory or baseline was updated after a change',
      'Optional: a device inventory export from Microsoft Intune or Google endpoint management',
    ],
  },
  '3.4.2': {
    title: 'Security Configuration Enforcement',
    implementationGuidance:
      'This practice means you decide the security settings for each kind of technology in your CUI environment, meaning the systems that process, store or transmit CUI and those that protect them (computers, phones, servers, the firewall, Wi-Fi, printers and cloud services), write them into the baseline configuration (3.4.1), and make sure the systems actually run with them.\n\n1. Optional: start from a published guide rather than inventing settings: the Microsoft security baselines built into Intune, the CIS Benchmarks or the DISA STIGs. For a small business a trimmed list of the settings that matter is usually enough, as long as you write down what you chose.\n2. Write down the settings for each product, for example: screen lock after 15 minutes, disk encryption on, Windows or Mac firewall on, staff without local admin rights, automatic updates on, guest account off; on the firewall, admin page reachable only from inside; in Microsoft 365 or Google Workspace, the sharing and sign-in settings. Add the list to the baseline document.\n3. Enforce the settings centrally where you can: Intune configuration profiles or Group Policy for Windows, configuration profiles through Intune, Jamf or Google endpoint management for Macs, the admin console for cloud settings. Where there is no central tool (a firewall, a printer), set them by hand and record it.\n4. Stop users changing them: standard (non-admin) accounts, and settings locked by the management tool.\n5. Check that the settings are really in force: use the compliance report in Intune or your management tool, or inspect a sample of computers, and fix any that have drifted. Define how often you check, and keep the results.\n\nDocuments you use as proof must be final, approved versions, not drafts.',
    requiredEvidence: [
      'Your written list of security configuration settings for each product, as part of the baseline configuration',
      'Screenshots or exports of the Intune, Group Policy, Jamf or Google endpoint management policies that apply the settings',
      'Screenshots of security settings on the firewall, printers and other devices set by hand',
      'A compliance report or dated spot-check notes showing computers match the settings',
      'Records of fixes made when a computer did not match',
      'Optional: the published guide you started from (Microsoft security baseline, CIS Benchmark or DISA STIG), with your changes noted',
    ],
  },
  '3.4.3': {
    title: 'System Change Management',
    implementationGuidance:
      "This practice means changes to the systems that process, store or transmit CUI, and to those that protect them, do not just happen: each one is written down (tracked), looked at by someone (reviewed), approved or turned down, and recorded once done (logged). Changes include installing or removing software, changing firewall rules, adding a cloud service, changing security settings in Microsoft 365 or Google Workspace, replacing a server or connecting a new machine.\n\n1. Write a short change procedure: what counts as a change, who may ask for one, who reviews it and who approves it (in a small firm often the owner or IT lead, with your IT provider), and how urgent changes get a quick review and approval instead of skipping it.\n2. Keep one change log: a Microsoft List, a SharePoint or Google Sheet, or your IT provider's ticket system. Each entry: date requested, who asked, what and why, systems affected, the security impact notes (3.4.4), the reviewer, the decision (approved or disapproved) with its date, and when the change was made and by whom.\n3. Record disapproved changes too, with the reason: they show that decisions are real.\n4. After a change is made, record the date and result, and update the inventory and baseline (3.4.1) if they changed.\n5. Ask your IT provider to use the same log, or to send you their tickets, so their work is tracked as well.\n6. Optional: now and then, compare the log with audit records (for example the Microsoft 365 audit log or the firewall's configuration history) to catch changes made outside the process.\n\nKeep the procedure and the log as evidence.",
    requiredEvidence: [
      'Your written change management procedure, naming who reviews and who approves changes',
      'Your change log showing requests, reviews, approve or disapprove decisions and completion dates',
      'Examples of disapproved changes with the reason',
      'IT provider tickets or reports linked to entries in the change log',
      'Optional: notes from comparing the change log with audit logs or firewall configuration history',
    ],
  },
  '3.4.4': {
    title: 'Security Impact Analysis',
    implementationGuidance:
      'This practice means that before a change to a CUI system is made, someone thinks through what it could do to security and writes that down. A new software package, a firewall rule opened for a vendor, a new cloud app or a Windows upgrade can each weaken protection without anyone noticing.\n\n1. Add a short security impact section to each change request in your change log (3.4.3), to be filled in before the change is approved. Useful questions: Will CUI be stored, processed or sent somewhere new? Does it open a port, add remote access or add an account? Does it change who can see CUI? Does it switch off or weaken a setting in the baseline (3.4.2)? Is the vendor or product trustworthy and supported? Does it affect backups or logging?\n2. Name who does the analysis: someone who understands the system, such as your IT lead or IT provider, not only the person asking for the change.\n3. Record the outcome: go ahead, go ahead with extra safeguards (write them down), or reject.\n4. Make sure every log entry shows the analysis dated before the change was made: that is what the objective checks, including for urgent changes.\n5. Optional: try the change first on one computer or a test machine and note the result before rolling it out.\n6. Optional: after the change, check that the security settings still match the baseline and note it in the log.\n\nKeep the change records with the completed security impact section as evidence.',
    requiredEvidence: [
      'Your change request form or change log template with a security impact section',
      'Completed change records showing the security impact analysis dated before the change was made',
      'The name or role of the person responsible for security impact analysis, in your change procedure',
      'Records of changes approved with extra safeguards or rejected because of the analysis',
      'Optional: test notes from trying a change on one computer before rollout',
    ],
  },
  '3.4.5': {
    title: 'Access Restrictions for Change',
    implementationGuidance:
      'This practice means only approved people can make changes to the systems that process, store or transmit CUI and to those that protect them, both physically (getting their hands on the equipment) and logically (having the accounts and rights to change settings), and that these limits are defined, written down, approved and enforced.\n\n1. Define the physical restrictions: who may open the network cabinet or server room, handle the firewall, switches and file server, or swap a drive in a computer.\n2. Define the logical restrictions: who holds admin rights in Microsoft 365 or Google Workspace, on laptops and desktops, on the firewall, on the file server and in other admin consoles, and what access your IT provider has.\n3. Document both in a short "who may change what" list: names or roles, systems, and type of access.\n4. Have the owner or another accountable manager approve the list with a signature and date, and approve it again whenever it changes.\n5. Enforce the physical side: keep network equipment and servers in a locked room or cabinet, with keys or codes only for the people on the list (3.10.1, 3.10.5).\n6. Enforce the logical side: give admin roles only to the listed people, keep everyday staff as standard users, use separate admin accounts for admin work where you can, and allow sign-in to the firewall\'s admin page only from inside the office network or another restricted source.\n7. Optional: define how often you compare the real admin role members and key holders with the approved list, and record each check.\n\nDocuments you use as proof must be final, approved versions, not drafts.',
    requiredEvidence: [
      'Your approved "who may change what" list covering physical and logical access, signed and dated',
      'An export of admin role members from Microsoft 365 or Google Workspace, the firewall and the file server, matching the list',
      'Proof that everyday staff accounts are standard (non-admin) accounts',
      'Photos of the locked server room or network cabinet, and the key or code holder list',
      'A screenshot of the firewall setting that limits where its admin page can be reached from',
      'Optional: dated records of comparing admin roles and key holders with the approved list',
    ],
  },
  '3.4.6': {
    title: 'Least Functionality',
    implementationGuidance:
      'This practice means each system that processes, stores or transmits CUI, or protects one that does, is set up to do only what the business needs it to do, and nothing more. Every extra program, feature or service is one more way in for an attacker.\n\n1. For each kind of system, write down its essential capabilities, that is, what it is for. Examples: office laptop: email, Microsoft 365 or Google Workspace apps, web browser, PDF reader, the ERP client; CAM or programming PC: the CAM software and file transfer to the DNC, nothing else; file server: file sharing and backup; firewall: routing, filtering and VPN.\n2. Apply the principle of least functionality while you do it: if nobody can name the business need for a capability, it is not essential. Have the owner or IT lead approve the list.\n3. Configure each system to provide only those capabilities: uninstall software and remove Windows features, server roles, browser extensions and preinstalled apps that are not on the list; turn off unused features on the firewall, Wi-Fi and printers. Record what you removed.\n4. Put the resulting setup into the baseline configuration (3.4.1) so that new computers are built the same way.\n5. Optional: define how often you compare a sample of computers with the list, for example using the app inventory in Intune or Google endpoint management, and remove anything that has crept in.\n\nThe list you make here is the starting point for 3.4.7 (nonessential programs, functions, ports, protocols and services) and 3.4.8 (which software may run).',
    requiredEvidence: [
      'Your written list of essential capabilities for each kind of system, approved by the owner or IT lead',
      'The baseline configuration showing systems are built with only those capabilities',
      'Records of software, features and services removed or disabled',
      'A software inventory report for a sample computer matching the essential list',
      'Optional: dated notes of periodic checks and what was removed',
    ],
  },
  '3.4.7': {
    title: 'Nonessential Functionality',
    implementationGuidance:
      "This practice means you decide which programs, functions, ports, protocols and services are essential on the systems that process, store or transmit CUI and those that protect them, decide how anything else may be used (usually: not at all, or only with approval), and then restrict, disable or block the rest. The assessment objectives check each of the five separately, so cover all five.\n\n1. Make one table with five rows: programs, functions, ports, protocols, services. For each, write what is essential (from 3.4.6) and the rule for everything else. Examples:\n- Programs: the approved software list; anything else is removed (see 3.4.8, 3.4.9).\n- Functions: Office macros from the internet, AutoPlay, Bluetooth file transfer, the printer's scan-to-email or web page.\n- Ports: what the firewall lets through, such as 443 outbound and the VPN port; all other inbound ports closed.\n- Protocols: HTTPS, SMB 3, IMAPS are allowed; SMBv1, Telnet, FTP and legacy (basic) authentication to Microsoft 365 are off.\n- Services: Remote Desktop, Mac Remote Login, file sharing, UPnP on the router: off unless essential.\n2. Apply the rules: uninstall or block programs; turn off functions with Intune, Group Policy or Mac configuration profiles; close ports on the firewall and on the Windows and Mac firewalls; disable protocols on computers, the file server, printers and in the cloud admin console; stop and disable services.\n3. Check that it worked: scan your office's internet address with an online port scanner or nmap, review the firewall rules and a sample computer, and record the results.\n4. Update the table through your change process (3.4.3) when a need changes.",
    requiredEvidence: [
      'Your table of essential and nonessential programs, functions, ports, protocols and services, with the rule for each',
      'Firewall rule export showing only the essential ports and protocols are allowed',
      'Screenshots of Intune, Group Policy or Mac configuration profile settings that disable nonessential functions, protocols and services',
      'Results of a port scan of your office network and of a sample computer',
      'A screenshot showing legacy authentication is blocked in Microsoft 365 or Google Workspace',
      'Optional: change log entries where the table was updated',
    ],
  },
  '3.4.8': {
    title: 'Application Execution Policy',
    implementationGuidance:
      "This practice means you choose one of two approaches to which software may run on the computers that process, store or transmit CUI or protect those that do, write it down, and enforce it: deny-by-exception (a blocklist: everything may run except listed software) or permit-by-exception (an allowlist: only listed software may run). Either meets the requirement.\n\n1. Write a short policy that says which approach you use and on which computers. Optional: the allowlist approach is much stronger and suits single-purpose computers such as the CAM or inspection PC.\n2. Specify the list: for an allowlist, the approved programs (by publisher, path or file); for a blocklist, the banned programs and categories, such as games, peer-to-peer file sharing, remote-control tools your IT provider does not use and personal cloud-sync apps. Keep the list with the policy and change it through your change process (3.4.3).\n3. Implement it with a tool that actually stops the software running, not only a written rule: on Windows, App Control for Business or AppLocker rules deployed through Intune or Group Policy (check what your Windows edition and licence support), or application blocking in Microsoft Defender for Business or your antivirus; on Macs, a device-management tool that can block apps (for example Jamf's restricted software) or a third-party allowlisting product.\n4. Test it: try to run a program that should be blocked and take a screenshot of the refusal.\n5. Optional: review the tool's block events now and then, and add newly needed business software through the change process.\n\nKeep the policy, the list and screenshots of the rules as evidence.",
    requiredEvidence: [
      'Your written policy stating whether you use an allowlist (permit-by-exception) or a blocklist (deny-by-exception), and where',
      'The list of software allowed to run, or denied',
      'Screenshots or exports of the App Control, AppLocker, Defender, antivirus or Mac management rules that enforce the list',
      'A screenshot of a blocked program being refused',
      'Optional: block event reports from the enforcing tool',
    ],
  },
  '3.4.9': {
    title: 'User-Installed Software',
    implementationGuidance:
      "This practice means you have a rule about whether staff may install software themselves, the computers enforce that rule, and you keep watch on what gets installed. It applies to the computers and phones that process, store or transmit CUI, and to those that protect them.\n\n1. Write the policy: for most small businesses, staff may not install software; they ask, the request goes through the change process (3.4.3), and an administrator installs it or makes it available. If you allow some self-installation, say exactly what, for example apps from the Intune Company Portal or a managed app store only.\n2. Control installation according to the policy: make everyday accounts standard users on Windows and Mac, so that installing needs an administrator (3.1.5, 3.1.7); offer approved apps through the Intune Company Portal or Google endpoint management; restrict app installs on phones through mobile device management; allow only approved browser extensions with Edge or Chrome policies. Standard accounts stop most installs, but some programs install into the user's own folder without admin rights: the monitoring in step 3 or the execution control of 3.4.8 catches those.\n3. Monitor installation: review the installed-software report in Intune (Discovered apps), Microsoft Defender's software inventory, Google endpoint management or your IT provider's tool, and compare it with the approved list. Define how often you review, for example monthly, and keep a dated note of each review.\n4. When you find unapproved software, remove it, find out how it got there, and record what you did.\n5. Optional: put the rule in your acceptable-use policy and have every employee sign it.\n\nKeep the policy, screenshots of the settings and your review notes as evidence.",
    requiredEvidence: [
      'Your written policy on software installation by users',
      'Proof that everyday accounts are standard users, and screenshots of app-store, Company Portal or browser-extension restrictions',
      'Installed-software reports from Intune, Defender, Google endpoint management or your IT provider',
      'Dated review notes comparing installed software with the approved list',
      'Records of unapproved software found and removed',
      'Optional: signed acceptable-use policies that include the software rule',
    ],
  },
  '3.5.1': {
    title: 'Identification',
    implementationGuidance:
      'This practice means every person, device and automated process that uses the systems holding CUI (Controlled Unclassified Information), or the systems that protect them, has its own unique identifier, so you can always tell who or what did something. Shared logins, such as one "shop" account on the CAM PC or a single admin password used by several people, break this rule.\n\n1. Give every employee their own named account in Microsoft 365 or Google Workspace (for example jane.smith@yourcompany.com), their own sign-in on each computer, and their own account on the file server, ERP and other systems that hold CUI.\n2. Replace shared accounts. If several people need the same mailbox, use a shared mailbox or group that each person opens with their own login. Each technician from your IT provider needs a named account, not a shared vendor login.\n3. Give each computer, phone, server and network device a unique name (for example ACME-LT-01) and record it with its serial number in your inventory (3.4.1).\n4. List each automated process and service account, such as the scanner, the backup service, an ERP or accounting connector or a DNC transfer service, with what it does and who owns it.\n5. Write down your naming rule for accounts and devices.\n6. Export the user lists from your admin consoles and compare them with your staff list to show that every account belongs to one real person or one listed device or process.\n\nUnique identifiers are also the basis for 3.5.5 (no reuse of identifiers) and 3.5.6 (disabling inactive ones).',
    requiredEvidence: [
      'An export of user accounts from Microsoft 365 or Google Workspace and other CUI systems, each matched to one named person',
      'A list of service accounts and automated processes with their owners',
      'A device list with unique names and serial numbers',
      'Your written naming rule for accounts and devices',
      'Records showing shared accounts were replaced by named accounts',
    ],
  },
  '3.5.2': {
    title: 'Authentication',
    implementationGuidance:
      'Identification says who you are; authentication proves it. This practice means no person, device or automated process gets into a system holding CUI, or a system that protects it, without first proving its identity. At Level 2 other practices set how strong that proof must be: multifactor authentication (3.5.3), password rules (3.5.7 to 3.5.9) and protected passwords (3.5.10).\n\n1. Make sure every user account in Microsoft 365 or Google Workspace, on Windows and Mac computers, on the file server and in other CUI systems needs a credential to sign in: a password, Windows Hello or Touch ID, or a security key.\n2. Remove or disable accounts without a password and switch off guest accounts.\n3. Change every default password on the firewall, routers, switches, Wi-Fi, printers and cameras, and record that you did it.\n4. Make sure automated processes and service accounts sign in with their own password, key or certificate, kept in a password manager or vault rather than a spreadsheet.\n5. Make devices prove themselves before they connect: for example, a business Wi-Fi password given only to company devices, and enrolment in Intune or Google endpoint management for company computers. Optional: certificate-based Wi-Fi, or allowing Microsoft 365 or Google Workspace sign-in only from enrolled devices, gives stronger proof than a shared Wi-Fi password.\n6. Write down how each type of user, process and device authenticates.\n7. Test it: try to open a laptop and your email without the right credentials, and take a screenshot showing access is refused.\n\nDocuments you use as proof must be final, approved versions, not drafts.',
    requiredEvidence: [
      'Screenshots of sign-in and password settings in Microsoft 365 or Google Workspace and on computers',
      'A record showing default passwords on the firewall, routers, printers and other devices were changed',
      'A record of how service accounts, processes and devices prove their identity (passwords, keys, certificates)',
      'A note of how devices are authenticated before connecting (Wi-Fi, device enrolment)',
      'A screenshot showing access is refused without valid credentials',
      'Optional: a screenshot of a rule that allows sign-in only from enrolled devices',
    ],
  },
  '3.5.3': {
    title: 'Multifactor Authentication',
    implementationGuidance:
      "This practice means a second proof of identity besides the password (such as an authenticator app or a security key) is needed on the systems that process, store or transmit CUI and those that protect them: for privileged (administrator) accounts, both when signing in at the computer itself (local access) and over a network; and for ordinary accounts whenever they sign in over a network, such as to Microsoft 365 or Google Workspace, the VPN and remote access.\n\n1. Identify the privileged accounts and list them: global or super admins in Microsoft 365 or Google Workspace, local administrator accounts on computers, domain admins on the file server, and admin logins for the firewall, the backup console and your IT provider's tools.\n2. Network access, all users: turn on MFA with security defaults or Conditional Access in Microsoft Entra ID, or enforced 2-Step Verification in Google Workspace; also on the VPN and any remote-access tool.\n3. Network access, privileged accounts: require MFA for the admin consoles, the firewall's admin login and your IT provider's remote tools. If the firewall cannot do MFA itself, reach its admin page only through a connection that already required MFA (for example the VPN) and record that design, or replace it.\n4. Local access, privileged accounts: require MFA when an admin account signs in at a computer or server, for example with Windows Hello for Business, a security key, or an add-on such as Duo for Windows Logon or for macOS.\n5. Screenshot the settings and a sign-in asking for the second factor.\n\nScoring (DoD Assessment Methodology): when MFA is not implemented, the SPRS score loses 5 points; when it is implemented for remote and privileged users but not for all general users, it loses 3. Either way the requirement is NOT MET, and on the finding you say which case applies, because the objectives alone cannot show it. Because it is worth more than 1 point, it cannot go on a POA&M for Conditional status (32 CFR 170.21).",
    requiredEvidence: [
      'A list of all privileged accounts in every CUI system',
      'Screenshots of security defaults, Conditional Access or enforced 2-Step Verification covering all users',
      'A Microsoft Entra or Google Workspace report showing MFA registration for every user',
      'Screenshots showing MFA on the VPN, remote-access tools and admin consoles',
      'Proof of MFA for local sign-in with privileged accounts (Windows Hello for Business, security key or MFA add-on settings)',
      'A screenshot of a sign-in prompting for the second factor',
    ],
  },
  '3.5.4': {
    title: 'Replay-Resistant Authentication',
    implementationGuidance:
      'A replay attack is when someone captures sign-in traffic (a password or a token) and sends it again later to get in. This practice means network sign-ins to all accounts, privileged and ordinary, on the systems that hold CUI and those that protect them, use methods that cannot simply be replayed: encrypted connections (TLS, the padlock in the browser), challenge-response protocols such as Kerberos, one-time codes and security keys. Modern cloud services and VPNs already work this way; the work is confirming it and switching off old methods.\n\n1. List how people sign in over the network to your CUI systems and the systems that protect them: Microsoft 365 or Google Workspace, the VPN, remote-access tools, the file server, the firewall\'s admin page, the ERP and other web applications.\n2. Confirm each uses a replay-resistant method: HTTPS (TLS) for web sign-ins, Kerberos for a Windows domain, a VPN with modern authentication, one-time codes or security keys (3.5.3). Keep the vendor documentation or a screenshot for each.\n3. Switch off legacy methods: legacy (basic) authentication to Microsoft 365, blocked by security defaults or Conditional Access; "less secure apps" access in Google Workspace; LM and NTLMv1 on a Windows network; Telnet, FTP and plain-HTTP admin pages on the firewall, switches and printers.\n4. Where a device only offers an unencrypted sign-in, turn on its HTTPS or SSH option, or replace it.\n5. Record the results in a short table: system, sign-in method, and why it resists replay.\n\nKeep the table and the screenshots as evidence.',
    requiredEvidence: [
      'A table of network sign-in methods for each system, with why each resists replay',
      'A screenshot showing legacy authentication is blocked in Microsoft 365, or less secure apps access is off in Google Workspace',
      'Screenshots showing the firewall, switches and printers accept admin sign-in only over HTTPS or SSH',
      'Vendor documentation stating the authentication protocols your VPN and cloud services use',
      'Optional: the Group Policy or Intune setting that refuses LM and NTLMv1 on Windows computers',
    ],
  },
  '3.5.5': {
    title: 'Identifier Reuse',
    implementationGuidance:
      'An identifier is the user name or device name a system knows someone or something by. This practice means that when a person leaves or a device is retired, their identifier is not given to someone or something else for a period you define. Otherwise old permissions, shared links, email and log entries could be mixed up with the new holder. This applies to identifiers on the systems that process, store or transmit CUI and those that protect them.\n\n1. Define the period in your account management procedure. Many small businesses choose "never reused", which is the simplest rule to follow; otherwise set a period, for example two years.\n2. Prevent reuse in practice: keep a list of retired identifiers (former staff with their user names, retired device names) and check it before creating any new account or naming a new device. If a new employee has the same name as a former one, use a variation such as john.smith2.\n3. In Microsoft 365 and Google Workspace, decide what happens to a leaver\'s account. Keeping it disabled, or converting it to a shared mailbox, keeps the name from being taken; once an account is deleted, the name is free again, so the check in step 2 is what prevents reuse.\n4. Apply the same rule to service accounts and to identifiers in other CUI systems, such as the ERP, the file server and the firewall.\n5. Optional: define how often you compare newly created accounts with the retired list, for example quarterly, and note the result.\n\nKeep the written rule, the retired-identifier list and account creation records as evidence.',
    requiredEvidence: [
      'Your account management procedure stating the period during which identifiers are not reused',
      'A list of retired user and device identifiers with the date each was retired',
      'Account creation records showing the retired list was checked',
      'An export of current accounts showing no retired identifier has been reissued within the period',
      'Optional: dated notes of periodic checks against the retired list',
    ],
  },
  '3.5.6': {
    title: 'Identifier Handling',
    implementationGuidance:
      "This practice means that accounts on the systems holding CUI, and on the systems that protect them, are disabled once nobody has used them for a period you define, so that forgotten accounts, such as a former temp's login or an old vendor account, cannot be taken over by an attacker.\n\n1. Define the period of inactivity, for example 90 days, in your account management procedure. Say which accounts it covers: users in Microsoft 365 or Google Workspace, accounts in Active Directory or on the file server, local accounts on computers, the firewall and other CUI systems. Note any exceptions, such as an emergency admin account, and how they are controlled instead.\n2. Find inactive accounts: the Microsoft Entra admin center shows each user's last sign-in (depending on your licence) and the Microsoft 365 admin center's activity reports show last use; the Google Admin console user list shows the last sign-in; in Active Directory, Search-ADAccount -AccountInactive lists them; for local accounts, check the computers.\n3. Disable every account past the period. Automate it where your tools allow (for example a scheduled script or an Entra ID access review); otherwise check often enough that accounts are disabled when the period is reached, for example every two weeks against a 90-day rule, and record each check.\n4. Re-enable an account only on a recorded request from its manager.\n5. Keep a list of the accounts disabled, with dates.\n\nKeep the written rule, your check records and the disabled-account list as evidence.",
    requiredEvidence: [
      'Your account management procedure stating the inactivity period and the accounts it covers',
      'Last sign-in reports from Microsoft 365, Google Workspace or Active Directory',
      'Dated records of inactivity checks, or the configuration of an automated disabling script or review',
      'A list of accounts disabled for inactivity, with dates',
      'Optional: records of accounts re-enabled on request, with the approval',
    ],
  },
  '3.5.7': {
    title: 'Password Complexity',
    implementationGuidance:
      "This practice means you set a minimum standard for new passwords (complexity: length and kinds of characters) and a rule for how much a new password must differ from the one it replaces (change of characters), and your systems enforce both whenever a password is created or changed, wherever passwords protect CUI or the systems that protect it.\n\n1. Define the complexity rule, for example at least 12 characters with upper case, lower case, numbers and symbols, or a passphrase of 15 or more characters. Optional: NIST SP 800-63B favours length plus a banned-password list over character mixes.\n2. Define the change-of-character rule. The NIST discussion counts how many character positions must change compared with the current password. Microsoft 365, Google Workspace and Windows have no setting that counts changed characters; they only refuse previous passwords (3.5.8). Decide how you meet this, for example with a password or identity tool that can count changes, or by writing the rule in the form your systems enforce, and write down why.\n3. Enforce the rules and record the settings:\n- Microsoft 365 cloud accounts: a fixed rule (8 to 256 characters, three of the four character types, the last password cannot be reused) that cannot be changed; Microsoft Entra Password Protection adds a banned-password list.\n- Google Workspace: Security > Authentication > Password management: enforce strong password and a minimum length, applied at next sign-in.\n- Windows (Group Policy, Intune, Active Directory) and Macs (configuration profile): minimum length and complexity.\n- The firewall, file server and other systems: their own settings.\n4. Compare the written rules with each system's settings and fix any difference: a rule that no system enforces is not met.\n5. Test: try to set a weak password and take a screenshot of the refusal.",
    requiredEvidence: [
      'Your password policy stating the complexity rule and the change-of-character rule',
      'Screenshots of password settings in Microsoft 365 or Google Workspace, Windows and Mac policies and other systems',
      'A note of how the change-of-character rule is enforced in each system',
      'A screenshot of a weak password being refused',
      'Optional: the Microsoft Entra Password Protection banned-password settings',
    ],
  },
  '3.5.8': {
    title: 'Password Reuse',
    implementationGuidance:
      'This practice means a user cannot go back to one of their recent passwords: you specify how many previous passwords (generations) are remembered and refused, and every system that holds CUI, or protects one, enforces it.\n\n1. Specify the number of generations in your password policy, for example "the last 24 passwords cannot be reused", and the systems it covers. If a system cannot reach that number, write its own number in the policy.\n2. Set it in each system that uses passwords for CUI or for the systems that protect it:\n- Windows with Active Directory or Group Policy: "Enforce password history" (up to 24); with Intune, the device password setting that prevents reuse of previous passwords.\n- Macs: the password history setting of a passcode configuration profile.\n- Google Workspace: untick "Allow password reuse" (Security > Authentication > Password management). Google does not let you choose how many passwords it remembers, so record what its documentation says.\n- Microsoft 365 cloud accounts: Microsoft refuses only the last password and this cannot be changed. Either specify one generation for these accounts, with your reasons (for example that MFA is on for all of them), or manage passwords in a directory that can enforce more, such as an on-premises Active Directory synchronized to Microsoft 365.\n- The firewall, file server and ERP: their own settings, where they have them.\n3. Make sure the number in the policy is the number each system enforces: a number no system enforces is not met.\n4. Test: try to change a password back to the previous one and take a screenshot of the refusal.\n\nKeep the policy and the screenshots as evidence.',
    requiredEvidence: [
      'Your password policy specifying the number of password generations that cannot be reused, per system where they differ',
      'Screenshots of password history settings in Group Policy, Intune, Mac profiles or Google Workspace',
      'Vendor documentation of the fixed reuse rule for Microsoft 365 cloud accounts or Google Workspace, if you rely on it',
      'A screenshot of an attempt to reuse a previous password being refused',
    ],
  },
  '3.5.9': {
    title: 'Temporary Passwords',
    implementationGuidance:
      'This practice means that when someone is given a temporary password for a system that holds CUI or protects one, for a new account or after a reset, they must replace it with a permanent password of their own the first time they sign in. A temporary password is known to at least one other person, whoever set it, so it must not stay in use.\n\n1. Write the rule into your account management procedure: every new account and every password reset uses a one-time temporary password, and the user must change it at the first sign-in. Optional: give the temporary password to the person directly (in person or by phone), not in the same email as the user name.\n2. Microsoft 365: when creating a user or resetting a password, leave "Require this user to change their password when they first sign in" ticked. Optional: self-service password reset with MFA avoids temporary passwords altogether.\n3. Google Workspace: tick "Ask for a password change at the next sign-in" when creating a user or resetting a password.\n4. Active Directory and local Windows accounts: tick "User must change password at next logon". Macs: have the user set their own password at the first sign-in, with you present, and record it.\n5. Do the same on the file server, ERP, firewall and other CUI systems that offer the option; where a system cannot force a change, record how the user changes the password straight away and who confirms it.\n6. Test it: reset a test account and take a screenshot of the forced change prompt.\n\nKeep the procedure and the screenshots as evidence.',
    requiredEvidence: [
      'Your account management procedure requiring an immediate change of temporary passwords',
      'Screenshots of the "change password at first sign-in" option in Microsoft 365, Google Workspace or Active Directory',
      'A screenshot of the forced password change prompt after a reset',
      'Records of how the change is confirmed for systems that cannot force it',
      'Optional: self-service password reset settings showing MFA is required',
    ],
  },
  '3.5.10': {
    title: 'Cryptographically-Protected Passwords',
    implementationGuidance:
      'This practice means passwords are never kept or sent in readable form: stored passwords are protected with cryptography (hashed or encrypted), and passwords sent over a network travel inside an encrypted connection. It covers every system in your CUI environment and the systems that protect it, including the firewall, printers and the way staff keep passwords.\n\n1. Storage: Microsoft 365, Google Workspace, Windows and macOS already store passwords as cryptographic hashes; keep the vendor documentation that says so. For other systems (ERP, network storage, firewall), check the vendor documentation or ask the vendor, and record the answer.\n2. Stop storing passwords in plain text: no passwords in spreadsheets, Word files, notebooks or sticky notes by the machine. Use a business password manager (for example Bitwarden, 1Password or Keeper), which keeps passwords encrypted, for staff, admin and service-account passwords.\n3. Transit: make sure every sign-in travels over an encrypted connection: HTTPS for web sign-ins and admin pages (switch off plain HTTP on the firewall, switches and printers), SSH instead of Telnet, SFTP or FTPS instead of FTP, and encrypted connections for email apps and the VPN.\n4. Share passwords through the password manager or in person, not by plain email or text message.\n5. Record the results in a short table: system, how passwords are stored, how they are sent.\n\nFIPS-validated cryptography is a separate requirement, 3.13.11, which applies when cryptography protects the confidentiality of CUI; this practice asks that passwords are cryptographically protected.',
    requiredEvidence: [
      'A table of systems showing how passwords are stored and how they are sent',
      'Vendor documentation stating that passwords are stored hashed or encrypted',
      'Screenshots showing admin pages use HTTPS and Telnet, FTP and plain HTTP are off',
      'Your written rule against storing or sending passwords in plain text',
      'Screenshots of the business password manager in use for shared and admin passwords',
    ],
  },
  '3.5.11': {
    title: 'Obscure Feedback',
    implementationGuidance:
      'This practice means that when someone types a password or PIN, the screen shows dots or asterisks instead of the characters, so that nobody looking over a shoulder, no camera and no shared screen can read it, on the systems that hold CUI and those that protect them. Most modern systems already do this; the work is checking and closing any gaps.\n\n1. Check the sign-in screens of every system in your CUI environment and the systems that protect it: Windows and Mac sign-in, Microsoft 365 or Google Workspace, the VPN, the file server, the ERP, the firewall and other admin pages, and phones. Confirm that passwords are masked and record the result in a short checklist.\n2. Check that older or custom applications do not show passwords in clear text, write them into logs or show them in error messages; reconfigure or replace any that do.\n3. Phones: NIST\'s discussion accepts that small mobile screens may handle this differently, for example by showing each character briefly before masking it. Note this in the checklist.\n4. Optional: turn off the Windows password reveal button with Intune or Group Policy ("Do not display the password reveal button").\n5. Optional: include "do not show or type passwords where others can see, including during screen sharing" in security awareness training (3.2.1).\n\nKeep the checklist and screenshots of masked sign-in screens as evidence.',
    requiredEvidence: [
      'A checklist of sign-in screens for each system confirming passwords are masked',
      'Screenshots of masked password fields on computers, cloud services, the VPN and admin pages',
      'Records of any application reconfigured or replaced because it showed passwords',
      'Optional: a screenshot of the policy that hides the Windows password reveal button',
      'Optional: training material telling staff not to reveal passwords on screen',
    ],
  },
  '3.6.1': {
    title: 'Incident Handling',
    implementationGuidance:
      "This practice means your business is ready to handle a cyber incident affecting the systems that process, store or transmit CUI or protect them, such as ransomware, a hacked email account, a lost laptop holding CUI or malware on the CAM PC, and can actually do it. The capability must cover the six stages the requirement names: preparation, detection, analysis, containment, recovery and user response.\n\n1. Preparation: write a short incident response plan. Name an incident lead and a backup, your IT provider and their emergency number, your cyber insurer and who must be told (3.6.2). Keep a printed copy where you can reach it if systems are down, and make sure you have what you will need: working backups (3.8.9), admin access and logs (3.3.1).\n2. Detection: say how incidents will be noticed: antivirus and Microsoft 365 or Google Workspace security alerts sent to a watched mailbox, firewall alerts, your IT provider's monitoring, and staff reports.\n3. Analysis: give a short checklist for deciding whether it is an incident, what is affected, whether CUI is involved and how serious it is, and what to record.\n4. Containment: list first moves for common cases: disconnect an infected computer from the network, disable a compromised account and reset its password and sessions, block a sender or address at the firewall, wipe a lost device remotely. Preserve evidence before wiping or rebuilding anything.\n5. Recovery: restore from clean backups, rebuild computers, bring systems back, watch for the problem returning, and record lessons learned.\n6. User response: tell staff what to do: report anything suspicious at once to a named person, leave an infected computer switched on but unplugged from the network, and follow instructions. Cover this in security awareness training (3.2.1).\n7. Make it operational: approve the plan, assign the roles, and keep records of incidents handled (3.6.2).\n\nDocuments you use as proof must be final, approved versions, not drafts.",
    requiredEvidence: [
      'Your approved incident response plan covering preparation, detection, analysis, containment, recovery and user response',
      'The incident contact list with roles, the IT provider and the people to notify',
      'Screenshots showing security alerts from antivirus, Microsoft 365 or Google Workspace and the firewall go to a monitored mailbox',
      'Staff instructions or training records on how to report and respond to an incident',
      'Records of incidents handled under the plan',
      "Optional: your IT provider's incident response service agreement",
    ],
  },
  '3.6.2': {
    title: 'Incident Reporting',
    implementationGuidance:
      "This practice means every incident affecting the systems that hold CUI, or protect them, is tracked from start to finish, written up, and reported to the designated people inside the business and the authorities outside it.\n\n1. Track: keep an incident log (a spreadsheet, a Microsoft List or your IT provider's ticket system) with the date and time found, who reported it, what happened, the systems and CUI affected, actions taken, who was notified and when, and the date closed. Follow each incident until it is closed.\n2. Document: add notes, screenshots and emails to each entry or to a folder linked to it.\n3. Identify the internal officials to be told, for example the owner, the incident lead and the contracts manager, with contact details.\n4. Identify the external authorities and when each must be told. If your contract contains DFARS 252.204-7012, cyber incidents affecting covered defense information must be reported to the DoD within 72 hours of discovery at https://dibnet.dod.mil, which needs a DoD-approved medium assurance certificate (get it before you need it); a subcontractor also reports to its prime contractor. The clause also asks you to keep images of affected systems for 90 days and to submit malicious software to the DoD Cyber Crime Center. Add others that apply, such as your customer, your cyber insurer, the FBI and state breach-notification rules.\n5. Notify: when an incident happens, tell the identified officials and authorities, and record who was told, when and how (keep the DIBNet report number).\n6. Optional: review the log once a year for patterns.\n\nKeep the contact list, the log and copies of reports as evidence.",
    requiredEvidence: [
      'Your incident log showing incidents tracked from discovery to closure',
      'Incident reports or notes documenting each incident',
      'A list of internal officials and external authorities to notify, with contact details and deadlines',
      'Records of notifications made, such as emails or the DIBNet report confirmation',
      'Proof that a DoD-approved medium assurance certificate is in place, if your contract contains DFARS 252.204-7012',
      'Optional: notes from a yearly review of the incident log',
    ],
  },
  '3.6.3': {
    title: 'Incident Response Testing',
    implementationGuidance:
      'This practice means you check that your incident response capability (3.6.1 and 3.6.2) actually works instead of assuming it does. For a small business the usual test is a tabletop exercise: the people named in the plan sit down for an hour or two and talk through a realistic scenario step by step.\n\n1. Define how often you test, for example once a year and after major changes to systems or staff, and write it in the plan.\n2. Pick a realistic scenario: ransomware on the file server, a phished Microsoft 365 account forwarding email with CUI, a laptop with customer drawings stolen from a car, or a breach at your IT provider.\n3. Walk through it with the incident lead, the owner, your IT provider and a few staff: who notices, who is called, what is contained and how, whether a 72-hour DoD report could be made if DFARS 252.204-7012 applies, and whether backups could be restored. Optional: add a hands-on test, such as restoring a folder from backup or checking that the DIBNet certificate works.\n4. Record the test: date, attendees, scenario, what worked, what did not, and follow-up actions with owners and dates.\n5. Optional: update the plan, contact list and training from what you learned, and track the actions to completion.\n\nOptional: CISA publishes free tabletop exercise packages (CTEPs) that you can adapt.\n\nKeep the test records and the plan as evidence.',
    requiredEvidence: [
      'Your incident response plan stating how often the capability is tested',
      'The tabletop exercise scenario and agenda',
      'A dated record of the test with attendees, results and follow-up actions',
      'Optional: records of a hands-on test such as a backup restore',
      'Optional: the updated plan showing changes made after the test',
    ],
  },
  '3.7.1': {
    title: 'Perform Maintenance',
    implementationGuidance:
      "This practice means the systems that hold CUI and the systems that protect them are actually maintained: kept working, supported and up to date, with the work planned and recorded. Maintenance includes software and firmware updates, hardware repairs and replacements, checks of backups and disk health, and replacing equipment the vendor no longer supports.\n\n1. List what needs maintenance and who does it, using your inventory (3.4.1): computers, the file server, the firewall, switches and Wi-Fi, printers and copiers, the UPS, and your cloud settings; in-house staff or your IT provider.\n2. Write a simple maintenance schedule: what is done and how often, for example monthly updates (3.14.1), firmware checks, backup restore tests, and hardware replacement before the end of vendor support. Follow the manufacturer's recommended maintenance where there is one.\n3. Do the work and keep a maintenance log: date, system, what was done, by whom and the result. Your IT provider's tickets or monthly reports count if they show this.\n4. If your IT provider does the work, make sure the agreement says which maintenance they perform, and ask for their reports.\n5. Optional: compare the log with the schedule each month and catch anything missed.\n6. Optional: record warranty and support end dates in the inventory so that replacements are planned in time.\n\nKeep the schedule and the log as evidence.",
    requiredEvidence: [
      'Your maintenance schedule listing systems, tasks, frequency and who does them',
      'A maintenance log or IT provider reports showing maintenance was performed',
      'Update and firmware history for computers, the firewall and other devices',
      'Your IT provider agreement describing the maintenance they perform',
      'Optional: warranty and end-of-support dates recorded in the inventory',
    ],
  },
  '3.7.2': {
    title: 'System Maintenance Control',
    implementationGuidance:
      "This practice means you control four things about maintenance of the systems that process, store or transmit CUI and those that protect them: the tools (diagnostic software, remote-support programs, USB drives and laptops that technicians bring), the techniques (how the work is done), the mechanisms (how technicians get access, such as maintenance accounts and remote connections) and the personnel (who may do the work).\n\n1. Tools: keep a list of approved maintenance tools, for example your IT provider's remote-management (RMM) agent and one remote-support program, and remove or block other remote-access tools (3.4.8). Technicians' USB drives and media are checked before use (3.7.4).\n2. Techniques: write down how maintenance is done: updates and configuration changes go through the change process (3.4.3), equipment leaving the site is sanitized (3.7.3), and remote sessions start only on request or on an agreed schedule.\n3. Mechanisms: give each technician a named account (no shared vendor login) and let them connect only through the approved remote tool with MFA (3.7.5) or on site. Optional: grant admin rights only for the time the job needs, and review the session logs.\n4. Personnel: keep a list of people and companies authorized to maintain your systems (your IT provider's named technicians, the copier company, the firewall vendor) with what each may work on; anyone else is supervised (3.7.6).\n5. Put these rules in a short maintenance procedure and make them part of your IT provider's agreement, or have the provider acknowledge them in writing.\n\nKeep the approved tool list, the authorized personnel list and the procedure as evidence.",
    requiredEvidence: [
      'Your maintenance procedure describing approved techniques',
      'A list of approved maintenance tools, including remote-support software',
      'A list of authorized maintenance personnel and companies, with what each may work on',
      'An account list showing named accounts for each technician',
      'Your IT provider agreement, or their written acknowledgement of your maintenance rules',
      'Optional: remote session logs reviewed against the maintenance log',
    ],
  },
  '3.7.3': {
    title: 'Equipment Sanitization',
    implementationGuidance:
      'This practice means that before any equipment leaves your premises for repair or servicing, any CUI on it is removed. This covers laptops and desktops sent back under warranty, a server or network storage sent for repair, copiers and printers with internal drives, and phones.\n\n1. Write a short off-site maintenance procedure and name who approves equipment leaving.\n2. Before the equipment goes, back up what you need, then sanitize it as for reuse (3.8.3): a full wipe (on Windows, Reset this PC with Remove everything and Clean data; on a Mac, Erase All Content and Settings; factory reset on a phone; the vendor\'s wipe function on a copier), or, if the repair does not need the storage, take the drive out and keep it locked away.\n3. If the equipment cannot be wiped, for example because the drive has failed, remove the drive and keep or destroy it (3.8.3). If it cannot be removed, do not send the equipment out: arrange on-site repair or replace it. Optional: warranty "keep your drive" options make this easier.\n4. Record each case: date, item, serial number, how CUI was removed, who did it and who approved the equipment leaving.\n5. Optional: when the equipment comes back, scan it for malware and check its settings against the baseline (3.4.1) before reconnecting it.\n6. Optional: apply the same care to shop-floor equipment that stores customer programs or drawings when it goes out for repair.\n\nKeep the procedure and the sanitization records as evidence.',
    requiredEvidence: [
      'Your off-site maintenance procedure requiring sanitization before equipment leaves',
      'Sanitization records for equipment sent out, with date, serial number, method and who did it',
      'Approval records for equipment leaving the premises',
      'Records of drives removed and kept or destroyed before repair',
      'Optional: vendor confirmation of keep-your-drive warranty service',
    ],
  },
  '3.7.4': {
    title: 'Media Inspection',
    implementationGuidance:
      "This practice means any media carrying diagnostic or test programs, such as a technician's USB stick, a vendor's CD or DVD, or a memory card with a diagnostic tool or firmware, is checked for malicious code before it is used on a system that processes, stores or transmits CUI.\n\n1. Write the rule into your maintenance procedure (3.7.2): no diagnostic or test media is plugged into or run on a CUI system until it has been scanned, and name who does the scan.\n2. Scan the media with up-to-date antivirus before use: in Windows, right-click the drive and choose Scan with Microsoft Defender; on a Mac, use your antivirus product's scan. Optional: scan on a computer outside your CUI environment, so that anything found cannot reach CUI.\n3. Keep real-time scanning of removable media switched on for all computers (3.14.5) as a second layer.\n4. Record the check in the maintenance log: date, media, owner, program, scan result and who scanned it.\n5. If anything is found, do not use the media, and follow your incident procedure (3.6.1).\n6. Tell your IT provider and equipment vendors about the rule before they arrive.\n7. Optional: for diagnostic programs downloaded from a manufacturer, compare the published checksum before use.\n\nKeep the procedure and the scan records as evidence.",
    requiredEvidence: [
      'Your maintenance procedure requiring diagnostic and test media to be scanned before use',
      'Scan records or screenshots of scan results for maintenance media',
      'Maintenance log entries showing the media check before use',
      'A screenshot showing real-time scanning of removable media is on',
      'Optional: a record that your IT provider and vendors were told of the rule',
    ],
  },
  '3.7.5': {
    title: 'Nonlocal Maintenance',
    implementationGuidance:
      "Nonlocal maintenance is maintenance by someone who is not at the system and connects over an external network such as the internet: your IT provider using a remote-management or remote-support tool, a vendor connecting to the firewall, or a software vendor fixing a licence over a screen share. This practice means such sessions can be established only with multifactor authentication (MFA) and are ended when the work is done.\n\n1. List every way remote maintenance can reach your CUI systems and the systems that protect them: the IT provider's RMM agent, remote-support programs (such as TeamViewer, ConnectWise ScreenConnect, AnyDesk, Splashtop or Quick Assist), the VPN, and remote access to the firewall and cloud admin consoles. Remove the ones you do not use (3.4.7).\n2. Require MFA to establish every session: in the remote tool's account settings for every technician, on the VPN, and on Microsoft 365 or Google Workspace admin accounts (3.5.3). Ask your IT provider for proof, since they hold the technician accounts.\n3. End sessions when the work is complete: the technician or user closes the session and the tool shows it ended; set idle timeouts in the tool; switch off unattended access that is not needed. Optional: use attended sessions that the user starts and ends.\n4. Keep the tool's session logs (start, end, technician).\n5. Write these rules into your maintenance procedure and your IT provider's agreement.\n6. Optional: compare a sample of session logs with the maintenance log now and then.\n\nKeep screenshots of the MFA and session settings and the session logs as evidence.",
    requiredEvidence: [
      'A list of remote maintenance methods and tools in use',
      'Screenshots showing MFA is required to start remote maintenance sessions (remote tool, VPN, admin consoles)',
      'Written confirmation from your IT provider that every technician account uses MFA',
      'Session logs showing start and end times of remote maintenance sessions',
      'Screenshots of idle timeout and unattended access settings',
      'Optional: notes comparing session logs with the maintenance log',
    ],
  },
  '3.7.6': {
    title: 'Maintenance Personnel',
    implementationGuidance:
      "This practice means anyone who maintains the systems that hold CUI, or protect them, without being authorized to access them and the CUI on them is supervised while doing so. Examples: a copier technician, an electrician or HVAC engineer working in the server room, a vendor's engineer servicing equipment on the CUI network, or a new technician from your IT provider who is not yet on your approved list.\n\n1. Keep the list of authorized maintenance personnel (3.7.2). Anyone not on it counts as lacking the required access authorization.\n2. Write the rule: such personnel sign in (3.10.4), are escorted (3.10.3), and are supervised for the whole time they work on or near CUI systems by an authorized employee who understands what the work involves. Put CUI papers away and lock screens nearby.\n3. For remote work by someone not on the list, an authorized employee starts the session, watches the screen throughout and ends it (3.7.5).\n4. Record the supervision: the supervisor's name in the visitor log or maintenance log entry.\n5. Optional: if the same outside technician comes often, authorize them properly instead (agreement, any checks you require, added to the list).\n\nKeep the rule and completed logs showing who supervised as evidence.",
    requiredEvidence: [
      'Your written rule for supervising maintenance personnel without access authorization',
      'The list of authorized maintenance personnel',
      'Visitor or maintenance log entries naming the supervising employee',
      'Records of supervised remote maintenance sessions',
      'Optional: agreements for outside technicians who were later authorized',
    ],
  },
  '3.8.1': {
    title: 'Media Protection',
    implementationGuidance:
      'System media means anything that holds information: paper (drawings, travelers, printouts, notebooks) and digital media (laptop and server drives, USB sticks, external drives, memory cards, CDs, phones). This practice means media containing CUI, paper and digital alike, stays under your physical control while in use and is stored securely when not in use.\n\n1. Identify where CUI media is: the office, engineering, the shop floor (drawings and travelers that go with jobs), quality and shipping, plus laptops, drives and USB sticks.\n2. Physical control of paper: CUI paper is used only in areas where access is limited to authorized people; drawings on the shop floor stay with the job and go back to storage at the end of the shift; printouts are collected from the printer at once. Optional: use secure print release so that documents print only when the person is at the printer.\n3. Physical control of digital media: laptops, USB sticks and external drives with CUI are never left unattended in public or unlocked places, and you know where each one is (3.4.1).\n4. Secure storage of paper: locked filing cabinets, drawers or rooms when not in use, with keys only for authorized people (3.10.5). A clean-desk rule helps.\n5. Secure storage of digital media: USB drives, backup drives and spare drives in a locked cabinet or safe; laptops locked away or in a locked office overnight. Optional: full-disk encryption (BitLocker, FileVault) protects a laptop that goes missing (see 3.13.16).\n6. Write these rules in a short media protection procedure and explain them to everyone who handles CUI, including on the shop floor.\n\nDocuments you use as proof must be final, approved versions, not drafts.',
    requiredEvidence: [
      'Your media protection procedure covering paper and digital media',
      'Photos of locked cabinets, drawers, safes or rooms where CUI media is stored',
      'A key or code holder list for CUI storage',
      'A list of USB drives, external drives and laptops that hold CUI, with who holds each',
      'Records showing staff, including shop-floor staff, were told the rules',
      'Optional: screenshots of secure print release or full-disk encryption settings',
    ],
  },
  '3.8.2': {
    title: 'Media Access',
    implementationGuidance:
      'This practice means only authorized users can get to the CUI held on media, whether that is a drawing in a filing cabinet, a folder on the file server, a SharePoint or Google Drive site, or a USB stick.\n\n1. Decide who is authorized to access each collection of CUI, usually by role (for example engineering and quality for customer drawings), and write it down (3.1.1, 3.1.2).\n2. Paper: keep CUI in locked cabinets, drawers or rooms, and give keys or codes only to authorized people. Keep a sign-out sheet for drawing sets that leave the cabinet.\n3. Digital files: set permissions on the file server, SharePoint, OneDrive or Google Drive so that only the authorized groups can open CUI folders, and switch off "anyone with the link" sharing for those locations.\n4. Portable media: keep USB drives and external drives holding CUI locked up, and issue them only to authorized people. Optional: use encrypted drives (BitLocker To Go, or drives with a PIN pad) so that only someone with the password can read them; for transport, see 3.8.6.\n5. Computers: require sign-in and a screen lock on every computer that holds CUI. Optional: full-disk encryption (BitLocker or FileVault), so that a drive taken out of a computer cannot be read.\n6. Optional: define how often you review access lists and folder permissions, and remove people who no longer need access.\n\nKeep the access list, screenshots of folder permissions and photos of locked storage as evidence.',
    requiredEvidence: [
      'A list of who is authorized to access each collection of CUI',
      'Screenshots of permissions on CUI folders in the file server, SharePoint, OneDrive or Google Drive',
      'Photos of locked storage and the key or code holder list',
      'A sign-out sheet or issue log for drawing sets and portable drives',
      'A screenshot showing link sharing is switched off for CUI locations',
      'Optional: dated records of access reviews',
    ],
  },
  '3.8.3': {
    title: 'Media Disposal',
    implementationGuidance:
      'Media means anything that stores information: laptop, desktop and server drives, USB sticks, external drives, memory cards, phones, the drive inside a copier or printer, backup drives and paper. This practice means that before any media holding CUI (Controlled Unclassified Information) leaves your control, whether thrown away, sold, returned at the end of a lease or handed to another person for reuse, the CUI on it is made unrecoverable. Media being disposed of is sanitized or destroyed; media released for reuse is sanitized.\n\n1. Write a short disposal and reuse procedure saying how each type of media is handled. Use NIST SP 800-88, Guidelines for Media Sanitization, as the standard for how to wipe or destroy.\n2. Reuse: before a laptop, phone or drive goes to another person, wipe it: on Windows use Settings > System > Recovery > Reset this PC, choose Remove everything and turn on Clean data; on a Mac use Erase All Content and Settings; on a phone use the factory reset.\n3. Disposal: wipe drives as in step 2 or have them destroyed; if a recycling or shredding company does it, get a certificate of destruction listing the serial numbers.\n4. Paper: shred it with a cross-cut shredder or a shredding service that gives a certificate. NIST SP 800-88 describes cross-cut particles of 1 mm x 5 mm or smaller for paper.\n5. Copiers and printers: before a leased device is returned, have the vendor wipe or remove the drive and confirm it in writing.\n6. Keep a log: date, item, serial number, method, who did it and, for reuse, who received it.\n\nDocuments you use as proof must be final, approved versions, not drafts.',
    requiredEvidence: [
      'Your written media sanitization, disposal and reuse procedure',
      'Certificates of destruction listing serial numbers',
      'Wipe records for computers, phones and drives reused or disposed of',
      'Shredding records or a shredding service certificate for paper',
      'Written confirmation that copier or printer drives were wiped or removed',
      'Your disposal and reuse log with date, item, serial number, method and who did it',
    ],
  },
  '3.8.4': {
    title: 'Media Markings',
    implementationGuidance:
      'This practice means media containing CUI carries the CUI markings and any distribution limitations, so anyone who picks it up knows what it is and who may receive it. In a machine shop or engineering firm, CUI usually arrives already marked: drawings and specifications with a CUI banner, a DoD distribution statement (B to F) or an export-control warning (ITAR or EAR). Your job is to keep those markings and to mark the copies and media you make.\n\n1. Learn what the markings look like. DoD Instruction 5200.48 and the DoD CUI Program\'s marking guidance show the "CUI" banner at the top and bottom of each page and the designation indicator block (Controlled by, CUI Category, Distribution/Dissemination Control, POC).\n2. Paper: make sure printouts, travelers, inspection reports and other documents you create from CUI carry the same banner, distribution statement and export warning as the source. Do not strip markings when you copy, scan or crop drawings.\n3. Digital files: keep the markings inside the file (title block, header and footer) and in CAM files or programs derived from CUI where the format allows. Optional: Microsoft Purview sensitivity labels or Google Drive labels can add headers automatically.\n4. Removable media: label USB drives, external drives, discs and backup drives holding CUI with "CUI" and the most restrictive distribution limitation of their contents.\n5. Write a short marking procedure and train everyone who handles CUI.\n6. Optional: if you receive something you believe is CUI but it is unmarked, ask the customer or contracting officer how it should be marked, and record the answer.\n\nKeep the procedure and photos or scans of marked documents and media as evidence.',
    requiredEvidence: [
      'Your written CUI marking procedure',
      'Scans or photos of documents you created from CUI showing the CUI banner and distribution statement',
      'Photos of labeled USB drives, external drives and backup media',
      'Training records for staff who handle CUI',
      'Optional: sensitivity label or Drive label settings that add CUI markings',
      'Optional: correspondence with a customer about marking unmarked CUI',
    ],
  },
  '3.8.5': {
    title: 'Media Accountability',
    implementationGuidance:
      'This practice has two parts: access to media containing CUI is controlled, and when that media is carried outside a controlled area, such as a drive taken to a customer, drawings taken to a subcontractor for plating or heat treatment, a laptop taken home or backup drives taken offsite, you know at every moment who has it (accountability).\n\n1. Define your controlled areas: where CUI media may be used and stored without extra steps, for example the office and engineering area, or the whole building if entry is controlled.\n2. Control access: CUI media (drawing sets, USB drives, backup drives) is kept in locked storage and issued through a sign-out log to authorized people only (3.8.2).\n3. Transport log: for media leaving a controlled area, record the date, item (serial number or drawing numbers), who carries it or the courier and tracking number, destination, and the date it came back or was received.\n4. Keep custody: an authorized employee carries the media and keeps it with them, or a tracked courier with signature on delivery is used. Optional: sealed, opaque packaging.\n5. Protect digital media during transport with encryption or another physical safeguard (3.8.6).\n6. Confirm receipt and check returned items against the log; treat anything missing as an incident (3.6.1).\n7. Laptops that leave the building with CUI count too: the inventory records who has each one (3.4.1).\n\nKeep the procedure, the sign-out and transport logs and courier receipts as evidence.',
    requiredEvidence: [
      'Your media procedure defining controlled areas and how media is signed out and transported',
      'The sign-out log for CUI media',
      'The transport log with dates, items, carriers and receipt confirmations',
      'Courier tracking records or delivery signatures',
      'Inventory records showing who holds each laptop and portable drive',
      'Optional: photos of the sealed packaging or locked case used for transport',
    ],
  },
  '3.8.6': {
    title: 'Portable Storage Encryption',
    implementationGuidance:
      "This practice means that when CUI on digital media (a laptop, USB stick, external drive, memory card, backup drive or phone) travels outside your controlled area, it is encrypted, unless another physical safeguard protects it, for example a locked case that stays in the hands of an authorized employee the whole way.\n\n1. Decide which media may carry CUI outside the office, and write the rule: encrypted, or (by exception) the alternative physical safeguard you use and when.\n2. Laptops: turn on BitLocker (Windows) or FileVault (Mac) on every laptop that can hold CUI, manage it with Intune or your device-management tool, and keep the recovery keys in Microsoft Entra ID, Intune or your management tool, never with the laptop.\n3. USB drives and external drives: use BitLocker To Go, or hardware-encrypted drives with a PIN or password, and issue only those for CUI. Optional: deny writing to removable drives not protected by BitLocker (an Intune or Group Policy setting).\n4. Phones and tablets: require a passcode through mobile device management, which turns on the built-in encryption.\n5. Check that it is on: run the encryption report in Intune or your management tool, or check each device, and keep the results.\n6. Whether the encryption is FIPS-validated is assessed separately under 3.13.11, which requires FIPS-validated cryptography when cryptography protects the confidentiality of CUI. Optional: when choosing encrypted drives or tools, check the vendor's FIPS 140 certificate now to avoid rework later.\n\nKeep the rule, the encryption reports and the list of issued encrypted drives as evidence.",
    requiredEvidence: [
      'Your written rule on encrypting digital media carrying CUI outside controlled areas, and any physical safeguard used instead',
      'An encryption report from Intune or your management tool showing BitLocker or FileVault on all laptops',
      'A list of issued encrypted USB and external drives',
      'A screenshot of the mobile device management passcode requirement',
      'Optional: the setting that denies writing to unencrypted removable drives',
      'Optional: FIPS 140 certificate numbers for the encryption products used (see 3.13.11)',
    ],
  },
  '3.8.7': {
    title: 'Removable Media',
    implementationGuidance:
      'Removable media means storage that can be plugged in and carried away: USB sticks, external drives, memory cards, CDs and DVDs, and phones used as storage. This practice means you decide how removable media may be used on the computers and other components that process, store or transmit CUI or protect them, and you enforce that decision.\n\n1. Write the rule: for example, removable storage is blocked on all computers except named users or computers that need it (engineering, or the CAM or DNC PC that sends programs to machines), and only company-issued, labeled drives may be used there.\n2. Enforce it technically: on Windows, Intune device control or the Group Policy "Removable Storage Access" settings can block removable storage or make it read-only; Microsoft Defender device control can allow only approved drives by device ID; on Macs, use your device-management tool or the device-control feature of your security software.\n3. Make sure removable media is scanned when used (3.14.5) and that drives carrying CUI outside the office are protected as 3.8.6 requires.\n4. Test it: plug an unapproved USB stick into a controlled computer and take a screenshot of the block.\n5. Optional: switch off AutoPlay on Windows so that plugged-in media does not open anything by itself.\n6. Optional: for transferring programs to machines by USB, issue dedicated, labeled company drives that stay in the machine area and are used for nothing else.\n\nKeep the rule, screenshots of the device-control settings and the test result as evidence.',
    requiredEvidence: [
      'Your written rule for the use of removable media, naming who or which computers may use it',
      'Screenshots of Intune, Group Policy, Defender or Mac device-control settings',
      'A list of approved company removable drives',
      'A screenshot of an unapproved USB drive being blocked',
      'Optional: the AutoPlay setting',
    ],
  },
  '3.8.8': {
    title: 'Shared Media',
    implementationGuidance:
      'This practice means nobody may use a portable storage device (USB stick, external drive, memory card) that has no identifiable owner, such as one found in the car park, handed out at a trade show, left behind by a visitor, or lying unlabeled in a drawer. Attackers leave "lost" USB sticks precisely so that someone plugs them in.\n\n1. Write the rule in your media or acceptable-use policy: every portable storage device used with company systems, above all those that process, store or transmit CUI, must have an identifiable owner (a named person, or the company with a named custodian); devices without one must not be plugged into any company computer and are handed to the IT lead.\n2. Make ownership identifiable: label each company USB stick and external drive with an asset number and record its owner or custodian in your inventory (3.4.1).\n3. Tell staff the rule and the reason behind it, including trade-show giveaways, in security awareness training (3.2.1).\n4. Decide what happens to ownerless devices that are found, for example: they are never plugged in, and the IT lead destroys them and records it.\n5. Optional: enforce the rule technically by allowing only registered company drives (by device or serial ID) with Microsoft Defender device control or Intune and blocking all others (3.8.7).\n\nKeep the policy, the labeled drive list and training records as evidence.',
    requiredEvidence: [
      'Your written policy prohibiting portable storage devices without an identifiable owner',
      'A list of company portable storage devices with asset numbers and owners',
      'Photos of labeled company drives',
      'Training records or signed acknowledgements of the rule',
      'Optional: screenshots of device-control settings that allow only registered drives',
    ],
  },
  '3.8.9': {
    title: 'Protect Backups',
    implementationGuidance:
      "This practice means copies of CUI in your backups are kept confidential wherever they are stored: on network storage or a backup drive in the office, on drives taken offsite, or with a cloud backup service.\n\n1. List your backups that contain CUI: what is backed up, the backup tool (for example Windows Server Backup, Veeam, Synology Hyper Backup, or a Microsoft 365 or Google Workspace backup service), and every place copies are kept.\n2. Protect the confidentiality of each copy, usually with encryption: turn on encryption in the backup software or use encrypted drives, and keep the key or password in a password manager, away from the backups. Where a copy is protected physically instead, for example a drive that never leaves a locked safe, write that down.\n3. Cloud backups: confirm in the provider's documentation that stored data is encrypted. If your contract contains DFARS 252.204-7012, a cloud service holding CUI must also meet security requirements equivalent to the FedRAMP Moderate baseline.\n4. Limit who can reach backups: only named backup administrators may open the backup console, restore files or reach the backup share, with their own accounts protected by MFA (3.5.3).\n5. Physical protection: keep backup drives and network storage in a locked room or cabinet; carry offsite drives in a locked case and store them in a locked safe (3.8.5).\n6. Whether the encryption is FIPS-validated is assessed under 3.13.11, which requires FIPS-validated cryptography when cryptography protects the confidentiality of CUI.\n7. Optional: test a restore regularly and record it, so you know the protected backups can be read when needed.\n\nKeep the backup list, screenshots of encryption and access settings, and photos of storage as evidence.",
    requiredEvidence: [
      'A list of backups containing CUI and every location where copies are kept',
      'Screenshots of backup encryption settings, or the physical safeguard used instead',
      'Cloud backup provider documentation showing stored data is encrypted',
      'A list of who can access the backup system, with a screenshot of its permissions',
      'Photos of the locked storage for backup drives and the offsite safe',
      'Optional: dated restore test records',
    ],
  },
};

export const FAMILY_DESCRIPTIONS_CM_IA_IR_MA_MP: Record<string, string> = {
  CM: 'Configuration Management is about knowing exactly which computers, software and equipment handle your CUI and how each one is set up, and keeping them that way. Changes are written down and approved before they are made, only the programs and features the business needs are allowed, and staff cannot install software on their own.',
  IR: 'Incident Response is about being ready for the day something goes wrong, such as ransomware, a hacked email account or a lost laptop holding CUI. You have a written plan and people who know their part, you track each incident and report it to the right people inside the company and to outside authorities such as the Department of Defense, and you test the plan before you need it.',
  MA: 'Maintenance is about keeping your computers and network equipment in good working order, and controlling who works on them and how. Repairs and updates are planned and recorded, technicians and remote-support tools are approved, outside technicians are supervised, and equipment sent out for repair is wiped of CUI first.',
};
