// CMMC Level 2 guidance for the AC, AT and AU families (NIST SP 800-171 Rev 2 3.1.x, 3.2.x, 3.3.x): our own plain-language text for small businesses.
// Titles are the CMMC practice titles (CMMC Assessment Guide Level 2); Level 1 practices keep the titles of data.ts.
export const GUIDANCE_AC_AT_AU: Record<
  string,
  { title: string; implementationGuidance: string; requiredEvidence: string[] }
> = {
  '3.1.1': {
    title: 'Authorized Access Control',
    implementationGuidance:
      "This practice means only people you have approved, only devices you have approved and only automated tools you know about can get into the systems that hold your Controlled Unclassified Information (CUI), such as drawings or specifications your customer has marked CUI. At Level 2 the scope is every computer, account and cloud service that processes, stores or sends CUI, plus the things that protect them, such as your firewall.\n\n1. Write down everyone who is allowed to use in-scope systems, with their job role.\n2. List automated tools and service accounts that sign in on someone's behalf, such as backup software or a scanner that emails files, with the person responsible for each.\n3. List the laptops, desktops, phones and servers allowed to connect, with serial numbers. In a machine shop, include the CAM, DNC or programming PC that holds CUI drawings.\n4. Give each person their own account in Microsoft 365 or Google Workspace and on their computer, and do not share logins. Compare the accounts in your admin consoles with your list and disable anything that does not match.\n5. Make sure each service account or tool works only with its own listed account and can reach only what it needs, and disable any that nobody owns.\n6. Make sure only listed devices get in, for example by entering the office Wi-Fi password only on them, or, where your subscription allows, by blocking sign-ins from devices that are not enrolled in Microsoft Intune or Google endpoint management.\n7. When someone leaves, disable their account and record that you did.\n\nOptional: repeat the account review every quarter and keep the results. Documents you use as proof must be final, approved versions, not drafts.",
    requiredEvidence: [
      'A list of everyone allowed to use the systems that handle CUI, with their role',
      'An export of active user accounts from Microsoft 365 or Google Workspace, matched to named people',
      'A list of service accounts and automated tools, with the person responsible for each',
      'A list of devices allowed to connect, with serial numbers (an inventory or device enrollment list)',
      'A note or screenshot of how access is limited to the listed devices, for example a device enrollment rule',
      'Records showing accounts were disabled when people left the company',
      'A screenshot showing that an account not on your list cannot sign in',
      'Optional: records of your regular account reviews',
    ],
  },
  '3.1.2': {
    title: 'Transaction & Function Control',
    implementationGuidance:
      'This practice means each person can do only the things their job requires in the systems that handle CUI. A bookkeeper may need the accounting system but not the folders of CUI drawings; a machinist may need to open drawings but not delete them or share them outside the company. The most important split is between everyday users and administrators.\n\n1. Make a table of roles (for example owner, office manager, engineer, CNC programmer, shop lead) and what each role may do in each in-scope system: read, edit, delete, share outside the company or manage settings.\n2. In Microsoft 365 or Google Workspace, give admin roles only to the people whose role in the table needs them.\n3. On Windows and Mac computers, make everyday accounts standard users, not local administrators.\n4. Set permissions in SharePoint, OneDrive, Google Drive or your file server so that folders holding CUI are open only to the roles that need them, at the level in the table, for example read-only for the shop floor.\n5. Apply the same table to other in-scope applications, such as an ERP system or a CAM package that stores CUI drawings.\n6. Test it: sign in as a standard user and confirm you cannot install software, change settings or open a restricted folder. Take a screenshot.\n\nUpdate the role table whenever someone joins, leaves or changes job, and adjust their access to match.',
    requiredEvidence: [
      'A table of roles showing what each role may do in each system that handles CUI',
      'An export of admin roles and group memberships from your Microsoft 365 or Google Workspace admin console',
      'Screenshots of permissions on folders and applications that hold CUI',
      'Proof that everyday staff accounts are standard (non-admin) accounts on computers',
      'A screenshot showing a standard user being blocked from an admin function or a restricted folder',
    ],
  },
  '3.1.3': {
    title: 'Control CUI Flow',
    implementationGuidance:
      'This practice means CUI travels only where you have approved it to go: to the people, networks, devices and outside companies allowed to have it, and nowhere else. It is about where information may move, not who may sign in. For example, a customer\'s CUI drawings may go from the customer\'s portal to your engineering folder, to the CAM PC and to your approved plating supplier, but never to a personal email account or a public file-sharing site.\n\n1. Write an information flow policy: the rules for where CUI may be stored and sent, and what is forbidden, such as personal email, personal cloud storage or unapproved USB sticks.\n2. List or draw the flows: where CUI comes from (sources such as a customer portal or email from the prime) and where it may go (destinations such as named people, your CUI folders, the CAM or DNC PC, the shop-floor network, named suppliers).\n3. For each flow, write down who approved it and on what conditions, for example "drawings go to the plating supplier only through the shared folder, approved by the owner". Note extra limits, such as export-controlled drawings that must not go to foreign persons without a licence.\n4. Write down the methods that enforce these rules: firewall rules between networks, sharing settings in SharePoint, OneDrive or Google Drive that allow outside sharing only with approved domains, email rules, and blocking of personal cloud storage sites.\n5. Switch those settings on and test them: try to share a CUI file with an address that is not approved, confirm it is blocked and keep a screenshot.\n\nOptional: where your licence includes it, data loss prevention rules in Microsoft Purview or Google Workspace can warn or block when CUI is sent outside.',
    requiredEvidence: [
      'Your approved information flow policy stating where CUI may be stored and sent',
      'A diagram or list of CUI flows with their sources, destinations and who approved each',
      'Screenshots of SharePoint, OneDrive or Google Drive sharing settings that limit outside sharing to approved domains',
      'Firewall rules controlling traffic between the networks that carry CUI and other networks',
      'A screenshot of an attempt to share CUI with an unapproved destination being blocked',
      'Optional: data loss prevention rule settings and the alerts they produced',
    ],
  },
  '3.1.4': {
    title: 'Separation of Duties',
    implementationGuidance:
      'This practice means no single person can carry out a sensitive task from start to finish alone, so misusing it would take two people acting together. It applies to the work on the systems that handle CUI and those that protect them. In a small company the usual splits are between the person who approves access and the person who grants it, between the admins whose work is logged and the person who reviews the logs, and between approving and making payments.\n\n1. List the duties in your company that need separating, for example approving new accounts and admin rights, creating accounts, changing firewall or security settings, reviewing audit logs, and approving and making payments to suppliers.\n2. Assign the two sides of each pair to different named people in writing, for example the owner approves access and your IT provider creates the accounts. If you are too small to split a duty among your staff, give one side to a second owner or to an outside firm such as your IT provider or accountant, and name them in their agreement.\n3. Set access rights so each person has only the rights for their side: the person who reviews logs cannot delete them, and an admin cannot approve their own admin rights.\n4. Check the roles in Microsoft 365 or Google Workspace, your firewall and your accounting system against the assignments, and fix anything that lets one person do both sides.\n\nUpdate the list and the assignments when people join, leave or change jobs. Optional: keep the approval emails that show the approver and the person who made each change were different people.',
    requiredEvidence: [
      'A list of the duties that require separation',
      'A written assignment of each side of every separated duty to a named person or outside firm',
      'Exports of admin roles and permissions showing that separated duties sit with different accounts',
      'Your agreement with your IT provider or accountant showing which duties they carry out',
      'Optional: approval records showing the approver and the person who made a change were different people',
    ],
  },
  '3.1.5': {
    title: 'Least Privilege',
    implementationGuidance:
      "This practice means every account has only the rights it needs, and this matters most for privileged (admin) accounts and for security functions: the settings that protect everything else. At Level 2 it covers the systems that process, store or send CUI and those that protect them: admin roles in Microsoft 365 or Google Workspace, local administrator accounts on computers, and the admin logins of your firewall, Wi-Fi, file server, backup and antivirus console.\n\n1. List every privileged account: cloud admin roles, local administrator accounts, firewall, Wi-Fi, server and backup admin logins, and service accounts with admin rights, with the person who uses each.\n2. For each one, record who approved it and why the person's job needs it. Give the smallest role that works, for example a user-management or help-desk admin role instead of Global Administrator or super admin, and remove rights nobody can justify.\n3. List your security functions: creating accounts and setting permissions, changing sign-in and multi-factor settings, firewall and Wi-Fi configuration, audit log settings, antivirus and device-management policies, and backup settings.\n4. Record who may perform each security function, and set up the consoles so only those people can.\n5. Update the lists and the rights whenever someone changes job or leaves.\n\nOptional: check the lists against the admin consoles on a schedule you set. Optional: where your licence includes it, use Microsoft Entra Privileged Identity Management so admin roles are switched on only when needed.",
    requiredEvidence: [
      'A list of privileged accounts with the holder, who approved it and why',
      'A list of security functions and who may perform each',
      'Exports of admin role assignments from Microsoft 365 or Google Workspace, the firewall and other consoles',
      'A list of local administrator accounts on company computers',
      'Records of admin rights being requested and approved',
      'Optional: records of your regular reviews of admin rights',
    ],
  },
  '3.1.6': {
    title: 'Non-Privileged Account Use',
    implementationGuidance:
      "This practice means people who have admin rights on the systems that handle CUI do their everyday work, such as email, web browsing and editing documents, from an ordinary account without admin rights, and use admin rights only for admin tasks. If a phishing email tricks someone's everyday account, the attacker should not get admin rights with it. At Level 1 a separate admin account was optional; at Level 2, everyday work must be done without admin rights.\n\n1. List the nonsecurity functions: everyday work such as email, web browsing, Office or Google documents, CAD and CAM, the ERP and accounting.\n2. Give each person who needs admin rights two accounts: a standard account for everyday work and a separate admin account (for example admin-jsmith) used only for admin tasks. Another way is a role the person switches on only when needed, such as Microsoft Entra Privileged Identity Management where your licence includes it.\n3. On Windows and Mac computers, everyone signs in with a standard account and enters separate admin credentials only when a task asks for them.\n4. Write the rule in your access control policy and have each admin sign it.\n\nOptional: do not give admin accounts a mailbox or office apps, so they cannot be used for email and browsing. Optional: look at the sign-in logs from time to time to confirm admin accounts are used only for admin work.",
    requiredEvidence: [
      'A list of the everyday (nonsecurity) functions that must be done with standard accounts',
      'Your signed policy requiring admins to use standard accounts for everyday work',
      'An export of accounts showing each admin has a separate standard account and admin account, or your privileged role settings',
      'Proof that everyone signs in to their computer with a standard (non-admin) account',
      'Optional: a screenshot showing admin accounts have no mailbox or office apps',
      'Optional: sign-in log extracts showing admin accounts used only for admin work',
    ],
  },
  '3.1.7': {
    title: 'Privileged Functions',
    implementationGuidance:
      "This practice has two parts, for the systems that handle CUI and those that protect them: people without admin rights cannot do admin actions, and whenever anyone does an admin action, it is recorded in a log. Privileged functions are actions such as creating or deleting accounts, changing permissions or admin roles, changing security settings, installing software and turning logging off.\n\n1. Write a list of the privileged functions in each in-scope system: admin actions in Microsoft 365 or Google Workspace, local administrator actions on computers (installing software, adding users, changing security settings), and firewall, Wi-Fi and server configuration.\n2. Write down who the non-privileged users are: everyone without an admin role, usually everyone except your named admins.\n3. Make sure those users cannot perform the privileged functions: standard accounts on computers, no admin roles in the cloud, no firewall or server logins. Test it by trying to install software as a standard user and keep a screenshot of the refusal.\n4. Turn on logging of admin actions: check that auditing is on in Microsoft Purview (Audit) or use the Google Workspace admin audit log; on Windows, turn on the audit policies for account management, policy change and privilege use; turn on your firewall's logging of configuration changes.\n5. Look at the logs to confirm that a recent admin action appears with who did it and when, and keep the screenshot.",
    requiredEvidence: [
      'Your list of privileged functions for each system that handles CUI',
      'A list of non-privileged users, with the account export that matches it',
      'A screenshot showing a standard user being refused an admin function',
      'Screenshots of audit settings: Microsoft Purview Audit on or the Google Workspace admin log, Windows audit policy, firewall logging',
      'Log extracts showing admin actions recorded with who did them and when',
    ],
  },
  '3.1.8': {
    title: 'Unsuccessful Logon Attempts',
    implementationGuidance:
      "This practice means that after a number of wrong passwords in a row, the system stops letting that account try again, for a while or until an admin unlocks it. This slows down anyone trying to guess passwords. You choose the numbers, write them down and set them everywhere people sign in to systems that handle CUI.\n\n1. Decide and write down your rule for each kind of sign-in, for example: lock the account for 15 minutes after 5 failed attempts. Say how many attempts are allowed, how long the lock lasts and whether an admin must unlock it. Where a cloud service has fixed settings, describe what it really does.\n2. Windows: set the Account lockout threshold and Account lockout duration in Local Security Policy > Account Policies > Account Lockout Policy, or for many computers through Intune or Group Policy.\n3. Mac: set the maximum number of failed attempts in a passcode policy through your device-management tool.\n4. Microsoft 365: Microsoft Entra smart lockout is on by default; record its settings, and change them where your licence allows and your rule differs. Google Workspace: record how Google's built-in sign-in protection handles repeated failures.\n5. Phones and tablets that handle CUI: set the maximum failed passcode attempts in Intune or Google endpoint management.\n6. Firewall, VPN and other admin logins: turn on the lockout option where they have one.\n7. Test it with a test account and keep a screenshot of the locked-out message.",
    requiredEvidence: [
      'Your written rule for limiting failed sign-in attempts, for each kind of sign-in',
      'A screenshot of the Windows account lockout policy, in Local Security Policy, Intune or Group Policy',
      'A screenshot of the Mac and mobile passcode policy showing the maximum failed attempts',
      'A screenshot of Microsoft Entra smart lockout settings, or your note of how Google Workspace handles failed sign-ins',
      'Screenshots of lockout settings on the firewall or VPN',
      'A screenshot of the locked-out message from your test',
    ],
  },
  '3.1.9': {
    title: 'Privacy & Security Notices',
    implementationGuidance:
      "This practice means people see a notice before they use the systems that handle CUI, typically saying that the system holds CUI, that it is for authorized business use only, that use may be monitored and recorded, and that misuse may lead to penalties. The notice must fit the rules that come with the CUI you hold: some CUI categories and some contracts carry their own required wording.\n\n1. Check your contracts and the CUI categories you handle (the DoD CUI Registry lists them) for any required notice wording, and write down which notice applies to which category.\n2. Write your notice text using any required wording, have the owner approve it, and use the same text everywhere.\n3. Windows: set it as the logon message in Local Security Policy > Local Policies > Security Options > Interactive logon: Message title and Message text for users attempting to log on, or push it to many computers with Intune or Group Policy.\n4. Mac: put the text in a file named PolicyBanner.txt in /Library/Security, or push it with your device-management tool, so it appears at the login window.\n5. Microsoft 365: add the notice to the sign-in page through company branding in Microsoft Entra. Where a cloud service cannot show a notice at sign-in, make sure the computer's logon notice is seen first, and note that in your system security plan.\n6. Add the notice to firewall, VPN and other login pages that allow a banner.\n7. Take a screenshot of each notice as it appears.",
    requiredEvidence: [
      'Your approved notice text, with a note of the CUI categories and contract rules it meets',
      'A screenshot of the Windows logon notice, or the Intune or Group Policy setting that pushes it',
      'A screenshot of the Mac login window showing the notice',
      'A screenshot of the Microsoft 365 sign-in page showing the notice',
      'Screenshots of notices on firewall and VPN login pages',
    ],
  },
  '3.1.10': {
    title: 'Session Lock',
    implementationGuidance:
      'This practice means a computer or phone that handles CUI locks itself after a set time without use, and the locked screen hides whatever was open (a "pattern-hiding display", such as the lock screen, a blank screen or a screen saver), so a passer-by can neither see the work nor use the device. You choose the time and write it down.\n\n1. Decide and write down the period of inactivity after which devices lock, for example 15 minutes, perhaps shorter for PCs near the reception or on the shop floor.\n2. Windows: set Interactive logon: Machine inactivity limit in Local Security Policy > Local Policies > Security Options, or the same setting for many computers through Intune or Group Policy.\n3. Mac: in System Settings > Lock Screen, set the screen saver or display to turn off after the chosen time and "Require password after screen saver begins or display is turned off" to Immediately, or push the same settings with your device-management tool.\n4. Phones and tablets: set auto-lock and a passcode, enforced by Intune or Google endpoint management.\n5. Make sure the locked screen hides the work: use the lock screen or a blank screen saver, and turn off email and message previews on the lock screen.\n6. Test it: leave a computer untouched for the set time, confirm it locks and shows nothing of what was open, and keep a photo or screenshot.\n\nOptional: teach staff to lock the screen themselves when they walk away (Windows key + L on Windows, Control + Command + Q on a Mac).',
    requiredEvidence: [
      'Your written inactivity period before devices lock',
      'A screenshot of the Windows machine inactivity limit, in Local Security Policy, Intune or Group Policy',
      'A screenshot of the Mac Lock Screen settings or the device-management profile',
      'A screenshot of the phone and tablet auto-lock policy',
      'A photo or screenshot of a locked screen that hides what was open',
    ],
  },
  '3.1.11': {
    title: 'Session Termination',
    implementationGuidance:
      'A session lock (AC.L2-3.1.10) only hides the screen. Session termination ends the session itself: the user is signed out and must sign in again. This practice means you decide which conditions end a user session automatically, such as a period of inactivity, a maximum session length or a time of day, and the systems that handle CUI really end sessions when those conditions occur.\n\n1. Decide and write down the conditions for each kind of session, for example: web sessions to Microsoft 365 or Google Workspace end after a set idle time or a maximum length; remote desktop and VPN sessions end after a set idle time.\n2. Microsoft 365: turn on Idle session timeout (Microsoft 365 admin center > Settings > Org settings > Security & privacy), and where your licence includes Conditional Access, set a sign-in frequency.\n3. Google Workspace: set the web session duration in the Admin console > Security > Access and data control > Google session control.\n4. Remote desktop: set time limits for idle and disconnected sessions (Group Policy or Intune: Remote Desktop Services > Session Time Limits) so sessions are ended, not left open.\n5. VPN, firewall and other admin pages: set the idle timeout in their settings.\n6. Test each one: leave a session idle past the limit, confirm you have to sign in again, and keep a screenshot.',
    requiredEvidence: [
      'Your written list of conditions that end user sessions, for each kind of session',
      'A screenshot of the Microsoft 365 idle session timeout, or the Conditional Access sign-in frequency',
      'A screenshot of the Google Workspace session control setting',
      'A screenshot of the remote desktop session time limits',
      'A screenshot of the VPN or firewall idle timeout',
      'A screenshot from your test showing a new sign-in was required',
    ],
  },
  '3.1.12': {
    title: 'Control Remote Access',
    implementationGuidance:
      "Remote access means reaching your company systems from outside your office network over the internet: a VPN into the office, remote desktop to an office PC, a remote-support tool used by your IT provider, and, as many assessors treat it, staff signing in from home to the cloud service that holds your CUI. This practice means you decide which kinds of remote access are allowed, control who uses them and how, and monitor the sessions.\n\n1. Decide whether remote access to the systems that handle CUI is permitted, and write the decision in your remote access policy.\n2. List each permitted type with who may use it and for what, for example: VPN for the two engineers; the IT provider's remote-support tool for support only; Microsoft 365 from home on company laptops only.\n3. Control each type: allow only named users, require multi-factor authentication (IA.L2-3.5.3 requires it for network access), allow only company devices where your tools can (Conditional Access in Microsoft 365, context-aware access in Google Workspace), and remove remote tools nobody approved.\n4. Monitor the sessions: keep and look at the VPN or firewall connection logs, the remote-support tool's session history and the cloud sign-in logs, define how often you look, and follow up anything unexpected, such as a sign-in from another country.\n\nIf your company permits no remote access at all, you can mark this requirement not applicable, but only if a written policy forbids remote access and it is really switched off (no VPN, no remote desktop from outside, no remote-support tools, no access to in-scope systems from outside the office). This follows the DoD Assessment Methodology's rule for capabilities that are not permitted: without that policy, it counts as not met.",
    requiredEvidence: [
      'Your remote access policy stating whether remote access is permitted and which types',
      'A list of permitted remote access types with the users allowed to use each',
      'Screenshots of VPN and remote-tool user lists and of multi-factor or Conditional Access settings',
      'VPN or firewall connection logs, remote-support session history and cloud sign-in logs, with notes of your reviews',
      'If remote access is not permitted: the written policy and screenshots showing VPN and remote desktop are switched off',
    ],
  },
  '3.1.13': {
    title: 'Remote Access Confidentiality',
    implementationGuidance:
      "This practice means every permitted remote access session is encrypted, so nobody on the internet in between can read it. Because these sessions carry CUI, the cryptography must also be FIPS-validated (SC.L2-3.13.11): the product's cryptographic module must hold a FIPS 140 certificate from NIST's Cryptographic Module Validation Program, not merely use a good algorithm.\n\n1. For each type of remote access on your list (AC.L2-3.1.12), write down the encryption it uses, for example the IPsec or TLS VPN on your firewall, TLS for Microsoft 365 or Google Workspace, a remote desktop gateway, the remote-support tool.\n2. For each, record the FIPS 140 certificate number of its cryptographic module (vendors publish them, and NIST's validated modules list can be searched), and note any FIPS mode the product needs switched on.\n3. Turn the encryption on and set the VPN and other tools to use only their strong settings; switch off old or unencrypted options such as PPTP VPNs or remote desktop opened straight to the internet.\n4. Check a live session: look at the VPN status page or connection log to confirm the encryption in use, and keep a screenshot.\n\nIf your company permits no remote access at all, you can mark this requirement not applicable, but only if a written policy forbids remote access and it is really switched off (no VPN, no remote desktop from outside, no remote-support tools, no access to in-scope systems from outside the office). This follows the DoD Assessment Methodology's rule for capabilities that are not permitted: without that policy, it counts as not met.",
    requiredEvidence: [
      'A list of remote access types with the encryption each one uses',
      'FIPS 140 certificate numbers for the cryptographic modules used',
      'Screenshots of VPN encryption settings, including any FIPS mode',
      'A screenshot of an active remote session showing the encryption in use',
      'If remote access is not permitted: the written policy and proof that remote access is switched off',
    ],
  },
  '3.1.14': {
    title: 'Remote Access Routing',
    implementationGuidance:
      "This practice means all remote access to the systems that handle CUI comes in through a few approved entry points that you manage (managed access control points), such as the VPN on your firewall or a remote desktop gateway, and nobody can connect straight from the internet to an office computer. Fewer doors are easier to watch and control.\n\n1. Identify your managed access control points and write them down, for example the VPN on your firewall, a remote desktop gateway, and for cloud services the Microsoft 365 or Google Workspace sign-in with your access rules. Make sure each one is set up and managed by you or your IT provider.\n2. Route all remote access through them: on the firewall, close inbound ports that lead directly to inside computers (such as remote desktop, port 3389), so remote desktop works only through the VPN or the gateway.\n3. Remove remote-support and remote-control tools that open their own path around those points, unless you have approved them, manage who can use them and list them as access points.\n4. Check it: show the remote access paths on your network diagram, keep screenshots of the firewall rules, and optionally have your IT provider run a scan from outside to confirm that only the approved entry points answer.\n\nIf your company permits no remote access at all, you can mark this requirement not applicable, but only if a written policy forbids remote access and it is really switched off (no VPN, no remote desktop from outside, no remote-support tools, no access to in-scope systems from outside the office). This follows the DoD Assessment Methodology's rule for capabilities that are not permitted: without that policy, it counts as not met.",
    requiredEvidence: [
      'A list of your managed access control points for remote access',
      'A network diagram showing remote access entering only through those points',
      'Screenshots of firewall rules showing no direct inbound access to internal computers',
      'Screenshots of the VPN or gateway configuration',
      'Optional: the result of an outside scan showing only the approved entry points answer',
      'If remote access is not permitted: the written policy and proof that remote access is switched off',
    ],
  },
  '3.1.15': {
    title: 'Privileged Remote Access',
    implementationGuidance:
      "This practice covers admin work on the systems that handle CUI, and on those that protect them, done remotely: running privileged commands (creating accounts, changing security settings, installing software) and looking at security-relevant information (audit logs, firewall rules, security settings, the antivirus console) from outside the office. It means you decide exactly which of these may be done remotely, and who is authorized to do each. Note that the Microsoft 365 and Google Workspace admin consoles are reached over the internet, so admin work in them counts, as does your IT provider's remote maintenance.\n\n1. List the privileged commands and admin tasks that may be run remotely, for example managing users in the Microsoft 365 admin center, changing Intune policies, the IT provider's remote maintenance of computers, firewall changes.\n2. List the security-relevant information that may be viewed remotely, for example audit and sign-in logs, firewall and VPN logs, the antivirus console and backup reports.\n3. For each item, record who is authorized to do it remotely, approved by the owner, in a table or in your agreement with the IT provider. Anything not on the list is not allowed remotely.\n4. Set the tools to match: give remote admins only their approved roles, require multi-factor authentication, and allow the firewall's admin page only from the VPN or named addresses.\n\nIf your company permits no remote access at all, you can mark this requirement not applicable, but only if a written policy forbids remote access and it is really switched off (no VPN, no remote desktop from outside, no remote-support tools, no access to in-scope systems from outside the office). This follows the DoD Assessment Methodology's rule for capabilities that are not permitted: without that policy, it counts as not met.",
    requiredEvidence: [
      'A list of privileged commands and admin tasks allowed remotely',
      'A list of security-relevant information that may be viewed remotely',
      'The approved authorization table, or the IT provider agreement naming who may do each remotely',
      'Exports of admin roles held by remote admins',
      'A screenshot showing the firewall admin page is reachable only from the VPN or named addresses',
      'If remote access is not permitted: the written policy and proof that remote access is switched off',
    ],
  },
  '3.1.16': {
    title: 'Wireless Access Authorization',
    implementationGuidance:
      "This practice means you know every wireless access point (Wi-Fi) connected to the network that handles CUI, and no person or device joins it until you have approved it. A guest Wi-Fi that is fully separated from your business network is outside the CUI system, but list it so you can show it is separate.\n\n1. List every wireless access point: the Wi-Fi in your router or firewall, separate access points and mesh units, and Wi-Fi built into printers or other equipment, with its location and who manages it.\n2. Write down who and which devices may use the business Wi-Fi and how they get approval, for example the owner approves and the IT provider adds the device.\n3. Enforce approval before connection: enter the Wi-Fi password only on approved devices yourself, or better, use individual logins or device certificates, and remove devices that are no longer approved.\n4. Switch off wireless you do not need, such as Wi-Fi Direct on printers. Optional: most business Wi-Fi systems can report unknown (rogue) access points nearby.\n\nIf there is no wireless access to the systems that handle CUI, you can mark this requirement not applicable, but only if a written policy forbids it and wireless is really switched off, including the Wi-Fi built into your router or firewall. This follows the DoD Assessment Methodology's rule for capabilities that are not permitted: without that policy, it counts as not met.",
    requiredEvidence: [
      'A list of wireless access points with location and who manages each',
      'Your written wireless access rules, including how approval is given',
      'Records of approved devices and users, such as approval emails or a device list',
      'A screenshot of the connected-clients list matching your approved devices',
      'A screenshot showing guest Wi-Fi is separated from the business network',
      'If there is no wireless: the written policy and a screenshot showing Wi-Fi switched off',
    ],
  },
  '3.1.17': {
    title: 'Wireless Access Protection',
    implementationGuidance:
      "This practice means anyone joining your business Wi-Fi must prove who they are (authentication) and everything sent over the air is scrambled (encryption). Open Wi-Fi, or Wi-Fi with old WEP or WPA security, does not meet it.\n\n1. Set the business Wi-Fi to require authentication before connecting: WPA2 or WPA3 with a long, random password, or WPA2/WPA3-Enterprise, where each person or device signs in individually. Change the default admin password of every access point.\n2. Set the encryption to WPA2 (AES) or WPA3 on every access point, and remove any older or open settings, including on spare access points.\n3. Because CUI travels over it, the Wi-Fi encryption protects CUI, and SC.L2-3.13.11 requires FIPS-validated cryptography for that: check your access points' FIPS 140 certificate and record it under that requirement.\n4. Keep guest Wi-Fi separate from the business network, so guests never join the network that carries CUI.\n5. Check it: look at the connection details on a laptop to confirm the security type in use, and keep a screenshot.\n\nOptional: turn off WPS push-button and PIN joining, and change the Wi-Fi password whenever someone who knew it leaves.\n\nIf there is no wireless access to the systems that handle CUI, you can mark this requirement not applicable, but only if a written policy forbids it and wireless is really switched off, including the Wi-Fi built into your router or firewall. This follows the DoD Assessment Methodology's rule for capabilities that are not permitted: without that policy, it counts as not met.",
    requiredEvidence: [
      'A screenshot of the Wi-Fi security settings showing WPA2 or WPA3 and AES encryption',
      'A screenshot showing that joining requires a password or individual credentials',
      'A laptop connection details screenshot showing the security type in use',
      'A screenshot showing guest Wi-Fi is separated from the business network',
      'The FIPS 140 certificate of your Wi-Fi equipment, recorded under SC.L2-3.13.11',
      'If there is no wireless: the written policy and a screenshot showing Wi-Fi switched off',
    ],
  },
  '3.1.18': {
    title: 'Mobile Device Connection',
    implementationGuidance:
      "Mobile devices are phones, tablets and similar small devices that run on batteries and connect wirelessly. This practice means you know which of them process, store or send CUI (for example a phone that opens email with CUI drawings), you approve each one before it connects to your systems, and their connections are monitored and logged.\n\n1. List the mobile devices that handle CUI, company-owned or personal, with owner, model and serial number.\n2. Write a rule on which mobile devices may connect and how they are approved, for example only company phones, or personal phones only through a managed work app.\n3. Enforce approval: enroll approved devices in Microsoft Intune or Google endpoint management, and block devices that are not enrolled or approved, for example with Conditional Access in Microsoft 365 or device approvals in Google Workspace.\n4. Monitor and log: keep the device-management console's device records and the sign-in logs, check them on a schedule you define, and remove devices that are lost, replaced or no longer approved.\n\nOptional: require a passcode and the ability to wipe company data remotely on every approved device.\n\nIf no mobile device is allowed to handle CUI, you can mark this requirement not applicable, but only if a written policy forbids it and it is really enforced, for example by blocking phones and tablets from your cloud service and email. This follows the DoD Assessment Methodology's rule for capabilities that are not permitted: without that policy, it counts as not met.",
    requiredEvidence: [
      'A list of mobile devices that handle CUI, with owner, model and serial number',
      'Your mobile device rule, stating which devices may connect and how they are approved',
      'An export of enrolled devices from Microsoft Intune or Google endpoint management',
      'Screenshots of the Conditional Access or device-approval settings that block unapproved devices',
      'Device sign-in logs or compliance reports, with notes of your checks',
      'If no mobile device handles CUI: the written policy and proof that phones and tablets are blocked',
    ],
  },
  '3.1.19': {
    title: 'Encrypt CUI on Mobile',
    implementationGuidance:
      "This practice means CUI on mobile devices and mobile computing platforms is encrypted, so a lost or stolen device does not expose it. That covers phones and tablets and, as the official assessment guide's example shows, laptops. Because the encryption protects CUI, it must be FIPS-validated (SC.L2-3.13.11).\n\n1. List the laptops, phones and tablets that process, store or send CUI.\n2. Laptops: turn on BitLocker on Windows (Pro edition or higher) and FileVault on Macs, preferably through Intune or your device-management tool, which also keeps the recovery keys safe.\n3. Phones and tablets: require a passcode (iPhones and iPads encrypt their data when a passcode is set; current Android devices are encrypted by default, which you can check in their security settings), enforced by Intune or Google endpoint management. Another way is to keep CUI only inside a managed work app that encrypts its data.\n4. Record the FIPS 140 certificate of each encryption product (Microsoft and Apple publish theirs) and any setting it needs.\n5. Check the encryption status of every listed device in your management console or on the device, and fix any device that is not encrypted before it handles CUI again.\n\nIf no laptop, phone or tablet is allowed to handle CUI, you can mark this requirement not applicable, but only if a written policy forbids it and it is really enforced, for example when CUI is handled only on desktop computers and mobile devices are blocked from your cloud service and email. This follows the DoD Assessment Methodology's rule for capabilities that are not permitted: without that policy, it counts as not met.",
    requiredEvidence: [
      'A list of laptops, phones and tablets that handle CUI',
      'An encryption status report from Intune, Google endpoint management or your Mac management tool',
      'Screenshots showing BitLocker or FileVault turned on',
      'The mobile policy that requires a passcode and encryption',
      'FIPS 140 certificate numbers for the encryption used',
      'If no mobile device handles CUI: the written policy and proof that mobile devices are blocked',
    ],
  },
  '3.1.20': {
    title: 'External Connections',
    implementationGuidance:
      "External systems are computers and services your company does not own or manage but still uses or connects to: personal phones and home computers, a customer's or prime contractor's portal, a supplier's file-sharing site, or a subcontractor's laptop. A cloud service where you keep or send CUI, such as your Microsoft 365 or Google Workspace tenant, is an external system too: NIST SP 800-171 names the use of cloud services (infrastructure, platform or software as a service) to process, store or transmit CUI under this requirement. Its provider is a cloud service provider, and DFARS 252.204-7012(b)(2)(ii)(D) asks that it meet security requirements equivalent to the FedRAMP Moderate baseline: FedRAMP Certified at the Moderate baseline or higher, or its equivalent (FedRAMP's 2026 certification classes do not map directly to baselines: ask the provider which baseline its certification covers). The CUI in it and the settings you control there (accounts, MFA, sharing) stay in your Level 2 assessment scope, and the plan lists the provider and what it is responsible for.\n\nThis practice means you know which external systems connect to your systems or are used with CUI, you have checked them, and you set and enforce rules that limit them.\n\n1. List every external system and connection used for company work, with what it is used for and whether CUI goes into it or comes from it.\n2. For each, check (verify) that it is a connection or use you approved, on terms you accept, and, where it receives CUI, that the other party may receive it and has agreed to protect it, for example in its contract or purchase order terms. For a cloud service holding CUI, keep its FedRAMP Marketplace listing (FedRAMP Certified, Moderate baseline or higher) or its FedRAMP Moderate equivalency evidence, and its customer responsibility matrix. Keep copies.\n3. Decide whether personal devices and home computers may be used; the simplest rule is that CUI is handled only on company devices. Put the rules in an acceptable-use policy every employee signs.\n4. Enforce the rules: for example, block unmanaged devices with Conditional Access and Intune or Google context-aware access, allow outside sharing only with approved domains, and limit firewall and VPN connections to approved external systems.\n5. Test it: try a personal or unmanaged device and keep a screenshot showing it is blocked.",
    requiredEvidence: [
      'A list of external systems and connections, what each is used for and whether it handles CUI',
      'Agreements, contract terms or terms of service for external systems that handle CUI',
      'For each cloud service holding CUI: its FedRAMP Marketplace listing or FedRAMP Moderate equivalency evidence, and its customer responsibility matrix',
      'A signed acceptable-use policy stating whether personal devices may be used',
      'Screenshots of device-access, sharing, firewall or VPN rules that limit external connections',
      'A screenshot showing a personal or unmanaged device being blocked',
    ],
  },
  '3.1.21': {
    title: 'Portable Storage Use',
    implementationGuidance:
      "This practice is about USB sticks, external drives, memory cards and other portable storage holding CUI being used on external systems: computers your company does not own or manage, such as a customer's or supplier's computer or inspection machine, or a home computer. You must know when this happens, set limits and keep to them.\n\n1. Identify and write down when staff use portable storage with CUI on external systems, for example carrying a program or drawing to a customer's machine, or bringing inspection data back from a supplier. If it never happens, write that down.\n2. Define the limits in your policy, for example: not allowed at all; or only with company-issued encrypted drives, only on named external systems, only with the owner's approval, and the CUI erased from the drive afterwards.\n3. Apply the limits: issue only company-owned encrypted drives (BitLocker To Go or hardware-encrypted drives), keep a sign-out log of who took which drive, where and when, and explain the rule to staff and have them sign it.\n4. Check the sign-out log against the approvals and follow up anything outside the rules.\n\nOptional: block unapproved USB storage on company computers with Intune device control or your antivirus console, so CUI can be copied only to the company's own drives.",
    requiredEvidence: [
      'A written record of when portable storage with CUI is used on external systems',
      'Your policy setting the limits on that use',
      'A list of company-issued encrypted drives',
      'The drive sign-out log with approvals',
      'Signed staff acknowledgements of the rule',
      'Optional: a screenshot of the USB storage control policy',
    ],
  },
  '3.1.22': {
    title: 'Control Public Information',
    implementationGuidance:
      'This practice is about making sure CUI never ends up on your public website, social media pages or anywhere else the public can see. Drawings, specifications and other information your customer has marked CUI must stay private, even when they would make a good example of your work.\n\n1. Decide who is allowed to post to your website, blog and company social media accounts. Keep the list short and write it down.\n2. Remove posting rights from everyone else in your website builder (for example WordPress, Wix or Squarespace) and on social media.\n3. Write a short procedure that keeps CUI off public systems: before anything is posted, one of the approved people (ideally not the author) checks that it contains no CUI and records the approval. An email reply saying "approved" is fine.\n4. Review what is already on your public website and social media now, record the date and the result, and define how often you repeat the review.\n5. Write down what happens if CUI is posted by mistake: who takes it down, how quickly, and who must be told, inside the company and, where your contract requires it, outside. Make sure the people on your list know how to take content down.\n6. Explain the rule to employees, for example in a short team meeting, and keep a record of who attended.\n\nKeep the approval emails and review records as evidence.',
    requiredEvidence: [
      'A list of people allowed to post to the company website and social media',
      'Your written review-before-posting procedure covering CUI',
      'Records of posting approvals, such as approval emails',
      'Screenshots of website and social media user permissions',
      'Records of reviews of your public website and social media content',
      'Your procedure for removing CUI posted by mistake',
    ],
  },
  '3.2.1': {
    title: 'Role-Based Risk Awareness',
    implementationGuidance:
      "This practice means everyone who uses the systems that handle CUI, including managers and whoever administers those systems, is told about the security risks of their own work and about the company's security rules (policies, standards and procedures) that apply to them. For a small business this usually means a short awareness session plus reading and signing the policies.\n\n1. List the security risks that come with how your company handles CUI, for example phishing emails and fake invoices, CUI sent to the wrong person or a personal account, lost laptops and USB sticks, CUI shown on the website or to visitors, weak or reused passwords; for admins, using an admin account for everyday work or leaving default passwords on equipment.\n2. List the policies, standards and procedures that apply, such as acceptable use, access control, CUI handling and marking, remote access, passwords, media disposal and incident reporting, with where staff can find them.\n3. Make managers, admins and users aware of the risks of their own activities: hold an awareness session for everyone, with extra points for managers (approving access, unusual payment requests) and for admins (admin account use, logs, changes).\n4. Make them aware of the rules: cover the policies in the session and have each person read the ones that apply to them and sign that they have.\n5. Keep records: the training material, the date, who attended and the signed acknowledgements. Give the same session to new staff and record it.\n\nOptional: give the training before new staff get access to CUI, repeat it yearly and whenever the policies change, and add short reminders such as phishing tests. Documents you use as proof must be final, approved versions, not drafts.",
    requiredEvidence: [
      'A list of security risks linked to your work with CUI, by role',
      'A list of the security policies, standards and procedures that apply, with where they are kept',
      'The awareness training material (slides, handout or course) covering the risks and policies',
      'Attendance records or course completion records for managers, admins and users',
      'Signed acknowledgements that each person has read the policies that apply to them',
      'Optional: records of refresher training and phishing tests',
    ],
  },
  '3.2.2': {
    title: 'Role-Based Training',
    implementationGuidance:
      'This practice is about the people with security jobs for the systems that handle CUI, beyond general awareness. It means you decide which security-related duties exist in your company, give each one to a named person, and make sure each person is trained well enough to carry them out. An assessor may ask the person to explain how they do the job.\n\n1. Define the security-related roles and duties, for example: security lead (owns the policies and the system security plan), system administrator (accounts, updates, backups), log reviewer, incident handler, person who approves website posts, person who wipes or destroys media, person who handles keys and visitors.\n2. Assign each duty to a named person in writing, in a role table, job descriptions or, for duties your IT provider carries out, your agreement with them.\n3. For each role, decide what training it needs and give it, for example vendor courses such as Microsoft Learn or Google Workspace admin training, firewall vendor training, a walk-through of your own procedures by your IT provider, or free courses from the DoD Center for Development of Security Excellence (CDSE).\n4. Keep records of the training: certificates, course completions, or a signed note such as "trained on the log review procedure by (name) on (date)".\n5. When duties move to someone else, train the new person and update the role table.\n6. If your IT provider carries out security duties, get their confirmation, or records, that their staff are trained for them.',
    requiredEvidence: [
      'A list of security-related roles, duties and responsibilities',
      'A role table, job descriptions or IT provider agreement assigning each duty to a named person',
      'Training records for each role: certificates, course completions or signed training notes',
      'A training plan stating what training each role needs',
      'Confirmation or records from your IT provider that their staff are trained for the duties they carry out',
    ],
  },
  '3.2.3': {
    title: 'Insider Threat Awareness',
    implementationGuidance:
      "An insider threat is someone with legitimate access, such as an employee, a contractor or a former employee whose access was not removed, who harms the company or misuses CUI, on purpose or because someone manipulated them. This practice means managers and employees are trained to recognize the warning signs and know how to report them.\n\n1. Write down the potential indicators that apply to your company, for example: interest in CUI or projects outside the person's job, copying large amounts of data or using unapproved USB sticks, attempts to get around security controls, working at odd hours without a reason, unexplained wealth or money problems, strong grievances against the company, unreported contacts with foreign nationals asking about your work, and taking drawings home.\n2. Set up a reporting route: a named person (for example the owner or the security lead) and a backup, how to reach them, and a promise that reports are handled discreetly and without retaliation.\n3. Provide security awareness training to managers and employees on recognizing these indicators and on how to report them; it can be part of your general awareness session (AT.L2-3.2.1).\n4. Keep the training material and the attendance records, and include new staff.\n\nOptional: the DoD Center for Development of Security Excellence (CDSE) offers a free online insider threat awareness course with a completion certificate. Optional: repeat the training yearly.",
    requiredEvidence: [
      'Your written list of potential insider threat indicators',
      'Your reporting procedure naming who receives reports and how',
      'The insider threat training material, or the course used',
      'Attendance records or completion certificates for managers and employees',
      'Optional: certificates from the CDSE insider threat awareness course',
    ],
  },
  '3.3.1': {
    title: 'System Auditing',
    implementationGuidance:
      'This practice means the systems that handle CUI record the events you would need to notice, investigate and report misuse or an attack, that those records hold enough detail, and that you keep them long enough.\n\n1. Specify which events must be logged, for example: successful and failed sign-ins, account and permission changes, admin actions, opening, downloading and sharing of CUI files, changes to security settings, firewall and VPN connections and blocked traffic, and antivirus detections.\n2. Define what each record must contain: date and time, the system, the user or process, what happened, whether it succeeded or failed, and where relevant the file name and the source address.\n3. Turn logging on everywhere: check that Microsoft Purview Audit is on, or use the Google Workspace audit logs; set the Windows audit policy (Local Security Policy > Advanced Audit Policy Configuration, or Intune or Group Policy for many computers); use your device-management or security tool for Macs; switch on firewall, VPN and file server logging.\n4. Look at sample records from each source and confirm they contain the defined content.\n5. Define how long audit records are kept (retention). Check each system against it: cloud services keep logs only for a set time depending on your licence, and the Windows Security log overwrites old events when it is full.\n6. Keep the records as defined: enlarge log sizes, export or forward logs to storage or a log service (often run by your IT provider) before they expire, and check that the oldest records you hold match your rule.',
    requiredEvidence: [
      'Your written list of events to be logged and the content each record must have',
      'Your written audit record retention rule',
      'Screenshots of audit settings: Microsoft Purview Audit or Google Workspace audit logs, Windows audit policy, firewall logging',
      'Sample log records from each source showing the defined content',
      'Proof of retention: log storage or forwarding settings, and records as old as your rule requires',
    ],
  },
  '3.3.2': {
    title: 'User Accountability',
    implementationGuidance:
      'This practice means every action in the logs of the systems that handle CUI can be traced to the one person who did it, so people can be held accountable. That needs two things: everyone has their own account (IA.L2-3.5.1), and the audit records name that account.\n\n1. Define the content needed to trace users: every audit record must include the unique user name (or the service account, with its owner on your list), together with the date, the time and what was done.\n2. Remove shared and generic accounts such as "shop" or "office". Where a shared mailbox is needed, people open it with their own login.\n3. Keep built-in and local administrator accounts out of daily use; if one has to be used, record who used it and when.\n4. Keep a list of service accounts and the person responsible for each.\n5. Check sample records from the Microsoft 365 or Google Workspace audit log, the Windows Security log, the file server and the firewall or VPN: each action must show the individual user.\n6. Fix any source that records only a device or a shared name, for example by giving each VPN user their own login instead of a shared one.',
    requiredEvidence: [
      'Your written definition of the user information every audit record must contain',
      'An export of user accounts showing no shared or generic accounts',
      'A list of service accounts with the person responsible for each',
      'Sample audit records from each source showing the individual user behind each action',
      'Records of any use of built-in administrator accounts, with who used them',
    ],
  },
  '3.3.3': {
    title: 'Event Review',
    implementationGuidance:
      'This practice is about reviewing the list of event types you log on the systems that handle CUI (from AU.L2-3.3.1), not the log entries themselves: checking from time to time whether you are still logging the right things, and updating the list when you are not.\n\n1. Define the review process: when the list of logged event types is reviewed, for example once a year and also after a security incident, a new system or a big change, and who does it.\n2. Review the event types as the process says. Ask: does the list cover new systems and services? Did a recent incident or investigation miss information? Are new threats, for example a new kind of sign-in attack, covered? Is anything logged that is useless noise?\n3. Update the event types based on the review: change the list and the settings in Microsoft 365 or Google Workspace, Windows, the firewall and other sources.\n4. Record each review: the date, who took part, what was found and what changed, or why nothing needed to change.',
    requiredEvidence: [
      'Your written process stating when the logged event types are reviewed and by whom',
      'Records of reviews with date, participants and findings',
      'The updated list of logged event types, with its change history',
      'Screenshots of logging settings changed as a result of a review',
    ],
  },
  '3.3.4': {
    title: 'Audit Failure Alerting',
    implementationGuidance:
      'This practice means that if logging stops working on the systems that handle CUI, or on those that protect them, the right people are alerted so it can be fixed. Logging can fail when the logging service stops, storage fills up, a device stops sending its logs, or someone switches logging off.\n\n1. Name who must be alerted, for example the owner or security lead and your IT provider.\n2. Define the types of logging failure that raise an alert: logging service stopped, log storage full, forwarding of logs to central storage stopped, audit logging switched off, logs cleared.\n3. Set up the alerts: Windows writes events 1100 (event logging service shut down), 1104 (security log full) and 1102 (audit log cleared), which your log service or monitoring tool can turn into emails; many log services can alert when a source stops reporting; firewalls can email when log storage is full or the log server cannot be reached. For cloud services, use the alerts available (Microsoft 365 alert policies, Google Workspace alert center) and record in your system security plan what the provider handles.\n4. Test it, for example by stopping log forwarding on a test computer, confirm the named people receive the alert, and keep the email.',
    requiredEvidence: [
      'A written list of the people or roles alerted when logging fails',
      'Your written list of logging failure types that raise an alert',
      'Screenshots of the alert rules in your log service, monitoring tool, firewall or cloud admin console',
      'An alert email received during a test or a real failure',
      'Your system security plan entry on what your cloud provider handles',
    ],
  },
  '3.3.5': {
    title: 'Audit Correlation',
    implementationGuidance:
      'This practice means the way you review, analyse and report on the logs of the systems that handle CUI, and of those that protect them, brings the different logs together, so one event can be followed across systems: for example a strange sign-in to Microsoft 365, a VPN connection from the same address and files copied from the file server at the same time.\n\n1. Define in writing the review, analysis and reporting processes: who reviews which logs and how often (you decide), what counts as unlawful, unauthorized, suspicious or unusual, how findings are analysed, and to whom and how they are reported, including how they feed your incident response.\n2. Correlate these processes: make them one process across all log sources, so logs are compared by user, device, address and time. A central log service or SIEM (for example Microsoft Sentinel or a managed service from your IT provider) does this automatically. Without one, correlate by hand: the written procedure says that in each review and investigation the reviewer gathers the logs from every source for the same user and time window and compares them.\n3. Make sure the clocks of all log sources agree (AU.L2-3.3.7), so times line up.\n4. Keep records of reviews and investigations that show logs from different sources were compared.',
    requiredEvidence: [
      'Your written audit review, analysis and reporting procedure',
      'Screenshots of the log service or SIEM showing logs from several sources together',
      'Review records showing logs from different sources compared for the same user and time',
      'An investigation or incident record drawing on more than one log source',
    ],
  },
  '3.3.6': {
    title: 'Reduction & Reporting',
    implementationGuidance:
      "Audit record reduction means narrowing a large log down to the records you need, for example by user, date, event type or device; report generation means producing a summary or export from them. This practice means you can do both with the logs of the systems that handle CUI whenever you need to (on demand), for example during an investigation or when a customer asks, without changing or deleting the original records.\n\n1. Make sure each log source can be searched and filtered on demand: Microsoft Purview Audit search (by user, activity and date), the Google Workspace Admin console (Reporting > Audit and investigation), Windows Event Viewer filters and custom views, your firewall's log search, or your log service.\n2. Make sure each one can produce a report or export, for example a CSV file or a saved report, on demand.\n3. Write a short procedure: who can run searches and reports, how, and where reports are saved. Searches and exports work on copies, so the original records stay unchanged.\n4. Try it: search for one user's activity over one week, export a report and keep it as evidence.",
    requiredEvidence: [
      'Your written procedure for searching logs and producing reports',
      'Screenshots of filtered log searches in Microsoft Purview, Google Workspace, Event Viewer or your log service',
      'A sample on-demand report or export',
      'Optional: saved searches or scheduled reports in your log service',
    ],
  },
  '3.3.7': {
    title: 'Authoritative Time Source',
    implementationGuidance:
      "This practice means the clocks that put the time on the audit records of the systems that handle CUI are kept correct by comparing and synchronizing them with a trusted (authoritative) time source, so events from different systems line up when you investigate.\n\n1. Identify the clocks that time-stamp audit records: computers, servers, firewall, Wi-Fi equipment, network storage and any other in-scope device that logs. Cloud services such as Microsoft 365 and Google Workspace use their provider's clocks; note that in your system security plan.\n2. Specify the authoritative time source in writing, for example time.nist.gov, your vendors' servers (time.windows.com, time.apple.com), or your domain controller, which in turn synchronizes with one of these.\n3. Set every device to synchronize with it: on Windows, Settings > Time & language > Date & time > Set time automatically, with the time server set in Control Panel > Date and Time > Internet Time, or through Intune or Group Policy; on a Mac, System Settings > General > Date & Time > Set time and date automatically, with the source entered there; on the firewall, switches and Wi-Fi, the NTP server setting.\n4. Check it: on Windows, the command w32tm /query /status shows the time source and the last synchronization; compare device times with the source, and keep screenshots.\n\nOptional: record log times in one time zone, or in UTC, to make comparison easier.",
    requiredEvidence: [
      'A list of devices whose clocks time-stamp audit records',
      'Your written choice of authoritative time source',
      'Screenshots of time synchronization settings on Windows, Mac, the firewall and other devices',
      'Output of w32tm /query /status or similar showing the source and last synchronization',
      'Your system security plan note on time stamps provided by cloud services',
    ],
  },
  '3.3.8': {
    title: 'Audit Protection',
    implementationGuidance:
      'This practice means only authorized people can read the audit logs of the systems that handle CUI and use your logging tools, and nobody else can change or delete either of them. Attackers often try to erase their tracks, so the logs and the tools that make them need protecting.\n\n1. Decide who may read audit logs and who may use and manage the logging tools (the audit settings, log agents, the log service or SIEM console), and write it down.\n2. Protect the logs from unauthorized access: in Microsoft 365 give the audit log roles only to named admins; in Google Workspace give reporting access only to named admins; on Windows only administrators can read and clear the Security log, so keep staff as standard users; limit firewall log access to the admin logins.\n3. Protect the logs from changes and deletion: forward or export copies to storage or a log service that everyday users and most admins cannot change or delete, and limit delete rights on it. Optional: use write-once (immutable) storage.\n4. Protect the logging tools from unauthorized access, changes and deletion: limit the log service console and audit settings to named admins, keep standard users unable to stop the Windows Event Log service or remove log agents, and use tamper protection where your tools offer it.\n5. Watch for tampering: an alert or review of Windows event 1102 (audit log cleared) and of changes to audit settings.',
    requiredEvidence: [
      'A written list of who may read audit logs and who may manage the logging tools',
      'Exports of roles with access to audit logs in Microsoft 365, Google Workspace and the log service',
      'Screenshots of permissions on log storage showing limited change and delete rights',
      'Proof that staff use standard accounts that cannot clear logs or stop logging',
      'Screenshots of tamper protection or agent protection settings',
      'Optional: settings of write-once (immutable) log storage',
    ],
  },
  '3.3.9': {
    title: 'Audit Management',
    implementationGuidance:
      'This practice means only a small, named group of your admins can manage audit logging on the systems that handle CUI: turn it on or off, change what is logged, change how long logs are kept, or delete logs. Other admins, for example someone who only resets passwords or manages the website, must not be able to.\n\n1. Define the subset: name the privileged users allowed to manage audit logging in each system, for example the owner and one named engineer at your IT provider.\n2. Limit it in Microsoft 365: Global Administrators and the Microsoft Purview audit role groups can change audit settings, so give those roles only to the named people and give other admins narrower roles.\n3. Limit it in Google Workspace: give super admin and any custom role that can change logging or export log data only to the named people.\n4. Limit it on Windows: only administrators can change the audit policy, so keep local administrator rights to the named people, and give the user right "Manage auditing and security log" (Local Security Policy > Local Policies > User Rights Assignment, or Intune or Group Policy) only to them.\n5. Limit it on the firewall and the log service or SIEM: only the named people have admin logins that can change logging settings.\n6. Check the role assignments against your list whenever admins change, and remove anyone not on it.',
    requiredEvidence: [
      'Your written list of the privileged users allowed to manage audit logging in each system',
      'Exports of Microsoft 365 or Google Workspace roles that can manage audit settings, with their holders',
      'A screenshot of the Windows "Manage auditing and security log" user right assignment',
      'Screenshots of firewall and log service admin accounts',
      'Records of role checks and changes',
    ],
  },
};

export const FAMILY_DESCRIPTIONS_AC_AT_AU: Record<string, string> = {
  AT: 'Awareness and Training is about people. Everyone who uses your company systems needs to know the security risks of their daily work and the rules they must follow, and the people with security jobs, such as whoever manages your accounts or your firewall, need training to do those jobs well. It also covers spotting and reporting the warning signs of an insider threat.',
  AU: 'Audit and Accountability is about keeping records (logs) of what happens on your systems: who signed in, what they changed and which files they opened or shared. The logs must name the person behind each action, carry the correct time, be kept long enough, be protected from tampering and actually be looked at, so that problems are noticed and can be investigated.',
};
